//! The real binary: SIGHUP reloads the configuration atomically, a bad file keeps the running one,
//! and SIGTERM stops it cleanly.

use std::io::{BufRead, BufReader};
use std::process::{Child, Command, Stdio};
use std::time::Duration;

use serde_json::{Value, json};

struct Server {
    child: Child,
    addr: String,
}

impl Drop for Server {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

fn start(config: &std::path::Path) -> Server {
    let mut child = Command::new(env!("CARGO_BIN_EXE_verity"))
        .args(["serve", "--config"])
        .arg(config)
        .env("VERITY_SERVER__BIND", "127.0.0.1:0")
        .env("RUST_LOG", "info")
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .unwrap_or_else(|e| panic!("spawn: {e}"));
    let stdout = child.stdout.take().unwrap_or_else(|| panic!("no stdout"));
    let mut lines = BufReader::new(stdout).lines();
    let addr = loop {
        let line = lines
            .next()
            .unwrap_or_else(|| panic!("server exited before listening"))
            .unwrap_or_default();
        let event: Value = serde_json::from_str(&line).unwrap_or_default();
        if event["message"] == "verity listening" {
            break event["addr"].as_str().unwrap_or_default().to_owned();
        }
    };
    // Keep draining the logs so the server never blocks on a full pipe.
    std::thread::spawn(move || for _ in lines {});
    Server { child, addr }
}

fn signal(server: &Server, name: &str) {
    let status = Command::new("kill")
        .args([format!("-{name}"), server.child.id().to_string()])
        .status();
    assert!(status.is_ok_and(|s| s.success()), "kill -{name}");
}

async fn high_threshold(client: &reqwest::Client, server: &Server) -> Value {
    let answer: Value = client
        .post(format!("http://{}/validate/metadata", server.addr))
        .json(&json!({"metadata": {}}))
        .send()
        .await
        .unwrap_or_else(|e| panic!("{e}"))
        .json()
        .await
        .unwrap_or_default();
    answer["policy"]["high_threshold"].clone()
}

async fn reloads(client: &reqwest::Client, server: &Server, result: &str) -> bool {
    let text = client
        .get(format!("http://{}/metrics", server.addr))
        .send()
        .await
        .ok();
    let text = match text {
        Some(r) => r.text().await.unwrap_or_default(),
        None => String::new(),
    };
    text.contains(&format!(
        "verity_config_reloads_total{{result=\"{result}\"}} 1"
    ))
}

/// Polls (bounded) until the server has counted a reload.
async fn wait_for_reload(client: &reqwest::Client, server: &Server, result: &str) {
    for _ in 0..500 {
        if reloads(client, server, result).await {
            return;
        }
        tokio::time::sleep(Duration::from_millis(10)).await;
    }
    panic!("no {result} reload counted");
}

#[tokio::test]
async fn sighup_swaps_the_configuration_and_a_bad_file_keeps_the_old_one() {
    let dir = std::env::temp_dir().join(format!("verity-reload-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap_or_else(|e| panic!("{e}"));
    let file = dir.join("verity.toml");
    std::fs::write(&file, "[policy]\nhigh_threshold = 3\n").unwrap_or_else(|e| panic!("{e}"));
    let mut server = start(&file);
    let client = reqwest::Client::new();
    assert_eq!(high_threshold(&client, &server).await, 3);

    std::fs::write(&file, "[policy]\nhigh_threshold = 1\n").unwrap_or_else(|e| panic!("{e}"));
    signal(&server, "HUP");
    wait_for_reload(&client, &server, "success").await;
    assert_eq!(high_threshold(&client, &server).await, 1);

    std::fs::write(&file, "[policy]\nhigh_treshold = 2\n").unwrap_or_else(|e| panic!("{e}"));
    signal(&server, "HUP");
    wait_for_reload(&client, &server, "failure").await;
    assert_eq!(high_threshold(&client, &server).await, 1);

    signal(&server, "TERM");
    let status = server.child.wait().unwrap_or_else(|e| panic!("{e}"));
    assert!(status.success(), "{status}");
    let _ = std::fs::remove_dir_all(&dir);
}
