//! Issue #24 over a real socket: no small request may stall the sidecar. Each request of the issue's
//! table (and its relatives) answers in time or is refused with a 4xx, with a bounded answer;
//! probes and metrics answer while API work runs and never count against its concurrency limit;
//! NDJSON streams hold a slot and end at their line and total budgets; the request timeout answers
//! 503 at the deadline; auth stays on after every bad reload.
//!
//! Times are asserted with wide margins (this is a debug build on a shared machine): the point is
//! seconds against the minutes a stalled request took. `bench/hostile.sh` measures the release
//! binary's wall times and peak RSS for HARDENING.md.

use std::time::{Duration, Instant};

use serde_json::{Value, json};
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::TcpStream;

use crate::helpers::TestApp;

/// How long a hostile request may take here; the issue's goal is 1 s on the release binary.
const ANSWER_MARGIN: Duration = Duration::from_secs(5);
/// How long a probe may take while API work runs; the issue's goal is 100 ms.
const PROBE_MARGIN: Duration = Duration::from_secs(1);
/// The largest answer any request may get.
const MAX_ANSWER_BYTES: usize = 1 << 20;
/// Bound on waiting for the server to do something by itself.
const PATIENCE: Duration = Duration::from_secs(20);

async fn connect(app: &TestApp) -> TcpStream {
    TcpStream::connect(app.addr)
        .await
        .unwrap_or_else(|e| panic!("connect: {e}"))
}

/// Opens a POST whose body is `first` of a declared `length`, and leaves it unfinished.
async fn hold(app: &TestApp, path: &str, length: usize, first: &str) -> TcpStream {
    let mut stream = connect(app).await;
    let head = format!(
        "POST {path} HTTP/1.1\r\nHost: verity\r\nContent-Type: application/json\r\nContent-Length: {length}\r\n\r\n{first}"
    );
    assert!(stream.write_all(head.as_bytes()).await.is_ok());
    stream
}

/// Reads until the server closes the connection.
async fn read_to_close(stream: &mut TcpStream) -> String {
    let mut out = Vec::new();
    let read = tokio::time::timeout(PATIENCE, stream.read_to_end(&mut out)).await;
    assert!(read.is_ok(), "the server never closed the connection");
    String::from_utf8_lossy(&out).into_owned()
}

/// Waits (bounded) until `in_flight` API requests are being served, as `/metrics` counts them
/// (the scrape itself is one more).
async fn wait_in_flight(app: &TestApp, in_flight: usize) {
    let line = format!("verity_http_requests_in_flight {}", in_flight + 1);
    for _ in 0..2000 {
        let metrics = app.get("/metrics").await.text().await.unwrap_or_default();
        if metrics.contains(&line) {
            return;
        }
        tokio::time::sleep(Duration::from_millis(5)).await;
    }
    panic!("never saw {in_flight} requests in flight");
}

/// One request of the table: it must not take the sidecar down.
struct Hostile {
    path: &'static str,
    body: Value,
}

/// Sends `hostile` and checks the issue's bounds: a 2xx in time, or a 4xx; never a 5xx; an answer
/// under 1 MB.
async fn answers_in_bounds(hostile: Hostile) {
    answers_within(hostile, ANSWER_MARGIN).await;
}

/// [`answers_in_bounds`] with its own time margin.
async fn answers_within(hostile: Hostile, margin: Duration) {
    let app = TestApp::spawn().await;
    let started = Instant::now();
    let response = app
        .client
        .post(app.url(hostile.path))
        .json(&hostile.body)
        .send()
        .await
        .unwrap_or_else(|e| panic!("POST {}: {e}", hostile.path));
    let status = response.status().as_u16();
    let answer = response.bytes().await.unwrap_or_default();
    let took = started.elapsed();
    assert!(status < 500, "{}: answered {status}", hostile.path);
    assert!(
        (400..500).contains(&status) || took < margin,
        "{}: {status} after {took:?}",
        hostile.path
    );
    assert!(
        answer.len() < MAX_ANSWER_BYTES,
        "{}: {} bytes",
        hostile.path,
        answer.len()
    );
}

/// A tool whose `parameters` schema is `schema` for its input `x`, and a plan calling it with `x`.
fn plan_with_schema(x: &Value, parameters: &Value) -> Value {
    json!({
        "plan": [{"id": "a", "tool": "transform", "inputs": {"x": x}}],
        "available_tools": [{"name": "transform", "description": "t", "parameters": parameters}],
    })
}

/// 20 levels of `$defs`, each an `anyOf` of two `$ref`s to the next: 2^20 paths.
fn exploding_refs() -> Value {
    let mut defs = serde_json::Map::new();
    for level in 0..20 {
        let next = format!("#/$defs/d{}", level + 1);
        defs.insert(
            format!("d{level}"),
            json!({"anyOf": [{"$ref": next}, {"$ref": next}]}),
        );
    }
    defs.insert("d20".to_owned(), json!({"type": "integer"}));
    plan_with_schema(
        &json!("not an integer"),
        &json!({"type": "object", "properties": {"x": {"$ref": "#/$defs/d0"}}, "$defs": defs}),
    )
}

#[tokio::test]
async fn a_schema_of_twenty_nested_ref_pairs_is_answered_in_bounds() {
    answers_in_bounds(Hostile {
        path: "/validate/plan",
        body: exploding_refs(),
    })
    .await;
}

/// 400 failed `maxLength` constraints on a 1 MB string: each alert once copied the string.
fn megabyte_against_four_hundred_constraints() -> Value {
    let parameters = json!({
        "type": "object",
        "properties": {"x": {"type": "string", "allOf": vec![json!({"maxLength": 1}); 400]}},
    });
    plan_with_schema(&json!("x".repeat(1_000_000)), &parameters)
}

#[tokio::test]
async fn four_hundred_failed_constraints_on_a_megabyte_value_are_answered_in_bounds() {
    answers_in_bounds(Hostile {
        path: "/validate/plan",
        body: megabyte_against_four_hundred_constraints(),
    })
    .await;
}

#[tokio::test]
async fn however_many_alerts_copy_a_megabyte_value_the_answer_stays_small() {
    // However long the schema evaluation takes here (#19), the answer must not explode: 400
    // copies of this 300 KB value would be 120 MB.
    let app = TestApp::with_config(&[("VERITY_SERVER__REQUEST_TIMEOUT_MS", "120000")]).await;
    let parameters = json!({
        "type": "object",
        "properties": {"x": {"type": "string", "allOf": vec![json!({"maxLength": 1}); 400]}},
    });
    let body = plan_with_schema(&json!("x".repeat(300_000)), &parameters);
    let (status, answer) = app.post("/validate/plan", &body).await;
    assert!(status < 500, "{status}");
    let bytes = answer.to_string().len();
    assert!(bytes < MAX_ANSWER_BYTES, "{bytes} bytes");
    let alerts = answer["alerts"].as_array().map_or(&[][..], Vec::as_slice);
    assert!(alerts.len() >= 400, "one alert per failed constraint");
    for alert in alerts {
        let detected = alert["detected_value"].to_string().len();
        let description = alert["description"].as_str().map_or(0, str::len);
        assert!(detected < 512, "detected_value of {detected} bytes");
        assert!(description < 640, "description of {description} bytes");
    }
}

#[tokio::test]
async fn a_backreference_pattern_on_two_hundred_steps_is_answered_in_bounds() {
    let steps: Vec<Value> = (0..200)
        .map(|i| json!({"id": format!("s{i}"), "tool": "transform", "inputs": {"x": format!("{}!", "a".repeat(40))}}))
        .collect();
    answers_in_bounds(Hostile {
        path: "/validate/plan",
        body: json!({
            "plan": steps,
            "available_tools": [{"name": "transform", "description": "t", "parameters": {
                "type": "object", "properties": {"x": {"type": "string", "pattern": "^(a|a)*\\1$"}},
            }}],
        }),
    })
    .await;
}

#[tokio::test]
async fn two_hundred_tools_with_large_unicode_patterns_are_answered_in_bounds() {
    let tools: Vec<Value> = (0..200)
        .map(|i| json!({"name": format!("tool_{i}"), "description": "t", "parameters": {
            "type": "object", "properties": {"x": {"type": "string", "pattern": "(?:\\p{L}|\\d){200}"}},
        }}))
        .collect();
    answers_in_bounds(Hostile {
        path: "/validate/tool-calls",
        body: json!({
            "tool_calls": [{"id": "c", "type": "function", "function": {"name": "tool_0", "arguments": "{\"x\": \"abc\"}"}}],
            "available_tools": tools,
        }),
    })
    .await;
}

/// 200 patterns each under the per-pattern limit (`(?:\p{L}|\d){20}`, a third of a megabyte of
/// program each) once held 300 MB: the catalog's total is refused, naming the tool that crossed it.
#[tokio::test]
async fn two_hundred_patterns_each_under_the_limit_are_refused_by_the_catalog_total() {
    let tools: Vec<Value> = (0..200)
        .map(|i| json!({"name": format!("tool_{i}"), "description": "t", "parameters": {
            "type": "object", "properties": {"x": {"type": "string", "pattern": "(?:\\p{L}|\\d){20}"}},
        }}))
        .collect();
    let app = TestApp::spawn().await;
    let response = app
        .client
        .post(app.url("/validate/tool-calls"))
        .json(&json!({"tool_calls": [], "available_tools": tools}))
        .send()
        .await
        .unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(response.status().as_u16(), 422);
    let body: Value = response.json().await.unwrap_or_default();
    let text = body.to_string();
    assert!(text.contains("/available_tools/"), "{text}");
    assert!(text.contains("patterns compile to more than"), "{text}");
}

#[tokio::test]
async fn a_megabyte_of_dollar_one_comma_is_answered_in_bounds() {
    // 333,000 amounts, each read by every scanner: 4-5 s alone in this debug build on the shared
    // machine (about 0.6 s in release), so it gets the default request timeout as its margin;
    // the quadratic scan it guards against took 53 s in release.
    answers_within(
        Hostile {
            path: "/verify-facts",
            body: json!({"text": "$1,".repeat(333_000), "facts": {"currency_amounts": ["$1.00"]}}),
        },
        Duration::from_secs(10),
    )
    .await;
}

#[tokio::test]
async fn four_hundred_kilobytes_of_citation_markers_are_answered_in_bounds() {
    answers_in_bounds(Hostile {
        path: "/verify-citations",
        body: json!({
            "answer": "[1]".repeat(133_000),
            "sources": [{"id": "1", "text": "The engine holds five quarts of oil."}],
        }),
    })
    .await;
}

/// An LLM stuck repeating a claim full of dates and spans of time, against a passage that
/// repeats itself: each claim number is looked up in what the source states once, and each
/// clause meets at most a bounded number of source units.
#[tokio::test]
async fn a_repeated_claim_of_dates_and_spans_against_a_repeated_source_is_answered_in_bounds() {
    answers_in_bounds(Hostile {
        path: "/verify-citations",
        body: json!({
            "question": "When did it open?",
            "answer": "It opened on 5 May 1901, five days later, the following year [1]. "
                .repeat(1_000),
            "sources": [{
                "id": "1",
                "text": "It opened on 10 May 1901 and closed the next day, on Christmas Day. "
                    .repeat(1_000),
            }],
        }),
    })
    .await;
}

/// An LLM stuck repeating numbers in thousands groups, hyphen-joined units, suspended hyphens,
/// quotations and acronyms, against a source of unclosed quotes, long capitalised names and
/// groups that never end: each thousands group, unit, `- to` and quotation mark is read a
/// bounded number of times, a name's initials stop at eight words, and each source is
/// normalised for quotes once, not once per quoting claim (1,500 such claims against 2,000
/// such sentences took 2.5 s in release before, 0.4 s after).
#[tokio::test]
async fn repeated_groups_joined_units_quotations_and_long_names_are_answered_in_bounds() {
    answers_in_bounds(Hostile {
        path: "/verify-citations",
        body: json!({
            "question": "Is it a two-lane or a four-lane bridge?",
            "answer": "The ICRC's 1,234,567-litre, 2,400-watt unit for 16- to 25-year-olds said \
                       \"Go! Go! Stop!\" the fourth and last time [1]. "
                .repeat(600),
            "sources": [{
                "id": "1",
                "text": "The International Committee Of The Red Cross And All Its Many Friends \
                         said \"1,234, 1,234, 1-watt 1-watt one-day 16- to to 2 "
                    .repeat(800),
            }],
        }),
    })
    .await;
}

/// Options, dashes, comma lists before `or` and an alternative no source writes, thousands of
/// each (a 240 KB source, 1,500 claims): each source's options are read once per request, each
/// `or` looks back over at most a few list items, and each alternative is looked for once.
#[tokio::test]
async fn thousands_of_options_lists_and_unwritten_alternatives_are_answered_in_bounds() {
    answers_in_bounds(Hostile {
        path: "/verify-citations",
        body: json!({
            "question": "Was it sent in the morning or the afternoon?",
            "answer": "In the afternoon, with --checksum -c -x and water, milk or juice [1]. "
                .repeat(1_500),
            "sources": [{
                "id": "1",
                "text": "-a -b --c-d -- - x, y, z, w, v or morning -avz e-mail ".repeat(5_000),
            }],
        }),
    })
    .await;
}

/// A source of 10,000 clocks in words (`half past seven in the evening`, 430 KB): the reader
/// looks at five words before each hour it finds, so the source is read in linear time.
#[tokio::test]
async fn a_source_of_ten_thousand_clocks_in_words_is_answered_in_bounds() {
    answers_in_bounds(Hostile {
        path: "/verify-citations",
        body: json!({
            "answer": "He left at a quarter to eight in the evening [1].",
            "sources": [{
                "id": "1",
                "text": "He left at half past seven in the evening, not twenty-five to nine. "
                    .repeat(10_000),
            }],
        }),
    })
    .await;
}

/// An LLM listing thousands of numbers against a source of thousands (up to 200 KB): each
/// claim number is looked up by value in the source's index, and the ones no index finds
/// (hedged, converted, spans of time) stop at the request's comparison budget. Compared with
/// every source number, they took from 1 s to past the 10 s timeout in release.
#[tokio::test]
async fn eight_thousand_claim_numbers_against_eight_thousand_source_numbers_are_answered_in_bounds()
{
    let listed = |each: &dyn Fn(usize) -> String| -> String {
        (0..8_000).map(each).collect::<Vec<_>>().join(", ")
    };
    // Clocks in words are long: 3,000 of them are as many bytes as 8,000 counts.
    let clock = "at a quarter to eight in the evening, ";
    let bodies = [
        (
            listed(&|i| format!("{} cars", i * 7 + 3)),
            listed(&|i| format!("{} cars", i * 7 + 5)),
        ),
        (
            listed(&|i| format!("about {} km", i * 7 + 3)),
            listed(&|i| format!("{} kg", i * 7 + 5)),
        ),
        (
            listed(&|i| format!("{} days", i + 3)),
            listed(&|i| format!("{} hours", i * 7 + 5)),
        ),
        (
            clock.repeat(3_000),
            "He left at half past seven in the evening. ".repeat(3_000),
        ),
    ];
    // 8,000 spans in days against 8,000 in hours take 4.9 to 6.6 s alone in this debug build on
    // the shared machine (0.3 s in release), so they get the default request timeout as their
    // margin; compared without the budget, such lists ran past that timeout in release.
    for (claim, source) in bodies {
        answers_within(
            Hostile {
                path: "/verify-citations",
                body: json!({
                    "answer": format!("It had {claim} [1]."),
                    "sources": [{"id": "1", "text": source}],
                }),
            },
            Duration::from_secs(10),
        )
        .await;
    }
}

/// A question asking a difference pairs source numbers for a claim's ungrounded ones: only for
/// its first 16, and only the sources' first 48, so 4,000 wrong counts of years against 4,000
/// source years, or 4,000 ages against 4,000 births, stay in bounds (linear in the claim).
#[tokio::test]
async fn four_thousand_differences_asked_for_are_answered_in_bounds() {
    let years = (0..4_000)
        .map(|i| format!("{} years", i * 7 + 3))
        .collect::<Vec<_>>()
        .join(", ");
    let source_years = (0..4_000)
        .map(|i| format!("in {}", 1000 + i % 1999))
        .collect::<Vec<_>>()
        .join(", ");
    let ages: String = (0..4_000)
        .map(|i| format!("He was {} [1]. ", i % 90 + 1))
        .collect();
    let births: String = (0..4_000)
        .map(|i| {
            format!(
                "She was born in {}. It opened in {}. ",
                1000 + i % 1999,
                1500 + i % 999
            )
        })
        .collect();
    let hostiles = [
        (
            "How many years passed between the two events?",
            format!("It had {years} [1]."),
            source_years,
        ),
        ("How old was he when it opened?", ages, births),
    ];
    for (question, answer, source) in hostiles {
        answers_in_bounds(Hostile {
            path: "/verify-citations",
            body: json!({
                "question": question,
                "answer": answer,
                "sources": [{"id": "1", "text": source}],
            }),
        })
        .await;
    }
}

/// Found by a sweep of repeated and distinct inputs, each quadratic before (release):
/// 28,000 `2 second` in one claim (each alert's span counted the claim again from its start,
/// 7 s at 256 KB; the row sends half that, 14,000, as the linear scan alone took 4.1-5.2 s in
/// this debug build on a slow day, 0.57 s released, and reached the 5 s margin; the square it
/// had would cost about 1.8 s released at this size, far past the margin here), 20,000 invented citation ids in one sentence (each looked up among all of
/// them, past the 10 s timeout at 307 KB), one amount of 64,000 `,000` groups (each group read
/// to the end of the number, 26 s at 512 KB), and 7,000 steps depending on the tool they all use
/// (every alert listed every step, past 28 s at 10,000 steps).
#[tokio::test]
async fn runs_of_spans_invented_ids_digit_groups_and_shared_tools_are_answered_in_bounds() {
    let steps: Vec<Value> = (0..7_000)
        .map(|i| json!({"id": format!("s{i}"), "tool": "organize_files", "depends_on": ["organize_files"]}))
        .collect();
    let invented: String = (0..20_000).map(|i| format!("[Para {i}-{i}]")).collect();
    let hostiles = [
        (
            "/verify-citations",
            json!({
                "answer": format!("The capacity is {} [1].", "2 second ".repeat(14_000)),
                "sources": [{"id": "1", "text": "Engine oil capacity: 5 quarts."}],
            }),
        ),
        (
            "/verify-citations",
            json!({
                "answer": format!("Oil capacity is 5 quarts {invented}."),
                "sources": [{"id": "1", "text": "Engine oil capacity: 5 quarts."}],
            }),
        ),
        (
            "/verify-facts",
            json!({
                "text": format!("CHF 1{}", ",000".repeat(64_000)),
                "facts": {"currency_amounts": ["CHF 1,000.00"]},
            }),
        ),
        (
            "/validate/plan",
            json!({"plan": steps, "available_tools": [{"name": "organize_files"}]}),
        ),
    ];
    for (path, body) in hostiles {
        answers_in_bounds(Hostile { path, body }).await;
    }
}

/// The rest of the second sweep's table: each once took seconds, growing with the square of its
/// size (terms x text; dates x years; boundaries x blank pages; facts x mentions). The facts row is
/// half the table's (10,000 dates and amounts, 600 KB): its scan is linear but costs about eight
/// times as much in this debug build (2.3 s alone, 0.3 s released), and at full size it reached
/// the 5 s margin under a parallel test run. The square it had would cost about 4 s more here.
#[tokio::test]
async fn ten_thousand_terms_a_repeated_period_blank_pages_and_distinct_source_facts_are_answered_in_bounds()
 {
    let words = ["alpha", "room", "Zürich", "projector", "menu"];
    let terms: Vec<String> = (0..10_000)
        .map(|i| format!("{}{i}", words[i % words.len()]))
        .collect();
    let text: String = (0..12_000)
        .map(|i| format!("{} ", terms[(i * 7) % terms.len()]))
        .collect();
    let pages = 10_000;
    let hostiles = [
        ("/terms/protect", json!({"text": text, "terms": terms})),
        (
            "/validate/metadata",
            json!({"metadata": {"statement_period": "1 Jan 2024 - ".repeat(80_000)}}),
        ),
        (
            "/validate/boundaries",
            json!({
                "total_pages": pages,
                "pages": vec![" ".repeat(40); pages],
                "boundaries": (1..=pages).map(|i| json!({"start_page": i, "end_page": pages})).collect::<Vec<_>>(),
            }),
        ),
        (
            "/verify-facts",
            json!({
                "source_text": (0..10_000).map(|i| format!("on {} August {} CHF {i}.00", 1 + i % 28, 2000 + i % 100)).collect::<Vec<_>>().join(" "),
                "text": (0..10_000).map(|i| format!("on {} August {} CHF {}.00", 1 + (i + 1) % 28, 2000 + i % 100, i + 1)).collect::<Vec<_>>().join(" "),
                "as_of": "2026-01-10",
            }),
        ),
    ];
    for (path, body) in hostiles {
        answers_in_bounds(Hostile { path, body }).await;
    }
}

/// One 100 KB term behind 1,000 markers once made a 100 MB answer (and a megabyte term behind every
/// marker of a megabyte text would make terabytes): past 4 x `limits.max_body_bytes` the restore is
/// refused, naming the text, and a restore under it still answers.
#[tokio::test]
async fn a_restore_that_would_build_more_than_four_bodies_is_refused_at_the_text() {
    let app = TestApp::spawn().await;
    let term = "x".repeat(100_000);
    let restore = |markers: usize| {
        app.client
            .post(app.url("/terms/restore"))
            .json(&json!({"text": "{{TERM_0}} ".repeat(markers), "markers": {"{{TERM_0}}": term}}))
            .send()
    };
    let response = restore(1_000).await.unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(response.status().as_u16(), 422);
    let problem: Value = response.json().await.unwrap_or_default();
    assert_eq!(problem["errors"][0]["path"], "/text", "{problem}");
    let message = problem["errors"][0]["message"].as_str().unwrap_or_default();
    assert!(message.contains("limits.max_body_bytes"), "{message}");
    let response = restore(10).await.unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(response.status().as_u16(), 200);
    let body: Value = response.json().await.unwrap_or_default();
    assert_eq!(
        body["restored_text"].as_str().map(str::len),
        Some(10 * (100_000 + 1))
    );
}

#[tokio::test]
async fn an_eighty_thousand_character_tool_name_is_answered_in_bounds() {
    answers_in_bounds(Hostile {
        path: "/validate/plan",
        body: json!({
            "plan": [{"id": "a", "tool": "b".repeat(80_000), "inputs": {}}],
            "available_tools": [{"name": "a".repeat(80_000), "description": "t", "parameters": {"type": "object"}}],
        }),
    })
    .await;
}

/// A megabyte of short cited sentences: 111,111 claims once listed whole (a 10 MB answer).
#[tokio::test]
async fn a_megabyte_of_short_claims_lists_the_first_max_alerts_and_counts_the_rest() {
    let app = TestApp::spawn().await;
    let response = app
        .client
        .post(app.url("/verify-citations"))
        .json(&json!({"answer": "Oil [1]. ".repeat(111_111),
                      "sources": [{"id": "1", "text": "Five quarts of oil."}]}))
        .send()
        .await
        .unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(response.status().as_u16(), 200);
    let answer = response.bytes().await.unwrap_or_default();
    assert!(answer.len() < MAX_ANSWER_BYTES, "{} bytes", answer.len());
    let body: Value = serde_json::from_slice(&answer).unwrap_or_default();
    assert_eq!(body["claims"].as_array().map(Vec::len), Some(1000));
    assert_eq!(body["claims_omitted"], 111_111 - 1000);
}

/// U+FDFA decomposes to 18 characters: a bank name of 50,000 of them normalises to 900,000.
/// Normalising once cleared the rest of the input at every non-ASCII character (quadratic).
#[tokio::test]
async fn an_nfkc_expansion_bomb_in_a_bank_name_is_answered_in_bounds() {
    answers_in_bounds(Hostile {
        path: "/validate/metadata",
        body: json!({"metadata": {"bank_name": "\u{fdfa}".repeat(50_000)}}),
    })
    .await;
}

/// A request this branch's engine needs far longer than a second for (quadratic in #27's scan);
/// with that fixed it is simply fast, and every test using it still holds.
fn slow_facts() -> Value {
    json!({"text": "$1,".repeat(300_000), "facts": {"currency_amounts": ["$1.00"]}})
}

#[tokio::test]
async fn the_request_timeout_answers_503_at_the_deadline_not_when_the_work_ends() {
    let app = TestApp::with_config(&[("VERITY_SERVER__REQUEST_TIMEOUT_MS", "300")]).await;
    let started = Instant::now();
    let response = app
        .client
        .post(app.url("/verify-facts"))
        .json(&slow_facts())
        .send()
        .await
        .unwrap_or_else(|e| panic!("{e}"));
    let took = started.elapsed();
    let status = response.status().as_u16();
    assert!(took < ANSWER_MARGIN, "answered {status} after {took:?}");
    if status == 503 {
        assert_eq!(
            response
                .headers()
                .get("retry-after")
                .and_then(|v| v.to_str().ok()),
            Some("1")
        );
        let body: Value = response.json().await.unwrap_or_default();
        assert_eq!(body["type"], "urn:verity:problem:timeout");
    } else {
        assert_eq!(status, 200, "only a fast answer or the timeout");
    }
}

#[tokio::test]
async fn probes_and_metrics_answer_while_two_slow_requests_run() {
    let app = TestApp::with_config(&[("VERITY_SERVER__REQUEST_TIMEOUT_MS", "60000")]).await;
    let slow: Vec<_> = (0..2)
        .map(|_| {
            let request = app
                .client
                .post(app.url("/verify-facts"))
                .json(&slow_facts());
            tokio::spawn(async move { request.send().await.map(|r| r.status().as_u16()) })
        })
        .collect();
    wait_in_flight(&app, 2).await;
    for path in ["/healthz", "/readyz", "/metrics", "/healthz", "/readyz"] {
        let started = Instant::now();
        let status = app.get(path).await.status().as_u16();
        let took = started.elapsed();
        assert_eq!(status, 200, "{path}");
        assert!(took < PROBE_MARGIN, "{path} took {took:?}");
    }
    for request in slow {
        request.abort();
    }
}

#[tokio::test]
async fn probes_and_metrics_never_count_against_the_api_concurrency_limit() {
    let app = TestApp::with_config(&[("VERITY_SERVER__MAX_CONCURRENCY", "2")]).await;
    let body = r#"{"metadata": {"bank_name": "Chase"}}"#;
    let _held: Vec<TcpStream> = vec![
        hold(&app, "/validate/metadata", body.len(), "{").await,
        hold(&app, "/validate/metadata", body.len(), "{").await,
    ];
    wait_in_flight(&app, 2).await;
    for path in ["/healthz", "/readyz", "/metrics"] {
        assert_eq!(app.get(path).await.status().as_u16(), 200, "{path}");
    }
    let (status, answer) = app
        .post("/validate/metadata", &json!({"metadata": {}}))
        .await;
    assert_eq!(status, 503);
    assert_eq!(answer["type"], "urn:verity:problem:overloaded");
}

/// Opens an NDJSON stream (chunked) and sends `lines`, leaving it open.
async fn open_stream(app: &TestApp, lines: &str) -> TcpStream {
    let mut stream = connect(app).await;
    let head = "POST /validate/transformations HTTP/1.1\r\nHost: verity\r\nContent-Type: application/x-ndjson\r\nTransfer-Encoding: chunked\r\n\r\n";
    let chunk = format!("{:x}\r\n{lines}\r\n", lines.len());
    assert!(
        stream
            .write_all(format!("{head}{chunk}").as_bytes())
            .await
            .is_ok()
    );
    stream
}

const LINE: &str =
    "{\"record_id\":\"a\",\"field\":\"email\",\"old_value\":\"a@b.ch\",\"new_value\":\"a@b.ch\"}\n";

#[tokio::test]
async fn an_open_ndjson_stream_holds_a_concurrency_slot_until_it_ends() {
    let app = TestApp::with_config(&[("VERITY_SERVER__MAX_CONCURRENCY", "1")]).await;
    let mut stream = open_stream(&app, LINE).await;
    // The stream's answer has started (headers out): the slot must still be taken.
    let mut shed = false;
    for _ in 0..400 {
        let (status, _) = app
            .post("/validate/metadata", &json!({"metadata": {}}))
            .await;
        if status == 503 {
            shed = true;
            break;
        }
        tokio::time::sleep(Duration::from_millis(5)).await;
    }
    assert!(shed, "an open stream did not count against max_concurrency");
    assert_eq!(app.get("/healthz").await.status().as_u16(), 200);
    assert!(stream.write_all(b"0\r\n\r\n").await.is_ok());
    let mut freed = false;
    for _ in 0..400 {
        let (status, _) = app
            .post("/validate/metadata", &json!({"metadata": {}}))
            .await;
        if status == 200 {
            freed = true;
            break;
        }
        tokio::time::sleep(Duration::from_millis(5)).await;
    }
    assert!(freed, "the slot was not given back when the stream ended");
}

/// The `{"totals": ...}` line of a raw chunked answer, decoded.
fn last_line(raw: &str) -> Value {
    raw.lines()
        .rfind(|l| l.starts_with('{') && l.contains("\"totals\":"))
        .and_then(|l| serde_json::from_str(l).ok())
        .unwrap_or_else(|| panic!("no totals line in {raw:?}"))
}

#[tokio::test]
async fn a_stream_that_stops_sending_lines_is_ended_with_its_totals() {
    let app = TestApp::with_config(&[("VERITY_LIMITS__STREAM_LINE_TIMEOUT_MS", "200")]).await;
    let mut stream = open_stream(&app, &format!("{LINE}{{\"record_id\":\"half")).await;
    let raw = read_to_close(&mut stream).await;
    let totals = last_line(&raw);
    assert_eq!(totals["stopped"], "line_timeout");
    assert_eq!(totals["totals"]["total"], 1, "{raw}");
}

#[tokio::test]
async fn a_stream_trickling_lines_is_ended_at_its_total_budget() {
    let app = TestApp::with_config(&[
        ("VERITY_LIMITS__STREAM_LINE_TIMEOUT_MS", "5000"),
        ("VERITY_LIMITS__STREAM_TIMEOUT_MS", "400"),
    ])
    .await;
    let mut stream = open_stream(&app, LINE).await;
    let writer = tokio::spawn(async move {
        // A line every 50 ms, for far longer than the stream's budget.
        for _ in 0..200 {
            tokio::time::sleep(Duration::from_millis(50)).await;
            let chunk = format!("{:x}\r\n{LINE}\r\n", LINE.len());
            if stream.write_all(chunk.as_bytes()).await.is_err() {
                break;
            }
        }
        stream
    });
    let mut stream = writer.await.unwrap_or_else(|e| panic!("{e}"));
    let raw = read_to_close(&mut stream).await;
    let totals = last_line(&raw);
    assert_eq!(totals["stopped"], "stream_timeout", "{raw}");
}

#[tokio::test]
async fn alerts_past_max_alerts_are_counted_in_the_summary_but_not_listed() {
    let app = TestApp::with_config(&[("VERITY_LIMITS__MAX_ALERTS", "3")]).await;
    let boundaries: Vec<Value> = (0..10)
        .map(|_| json!({"start_page": 2, "end_page": 1}))
        .collect();
    let (status, answer) = app
        .post(
            "/validate/boundaries",
            &json!({"total_pages": 2, "boundaries": boundaries}),
        )
        .await;
    assert_eq!(status, 200);
    let listed = answer["alerts"].as_array().map_or(0, Vec::len);
    let total = answer["summary"]["total"].as_u64().unwrap_or(0);
    assert_eq!(listed, 3);
    assert!(total >= 10, "{answer}");
    assert_eq!(
        answer["summary"]["alerts_omitted"].as_u64(),
        Some(total - 3)
    );
    assert_eq!(answer["verdict"], "reject");
}

/// A config file with `tokens_file` beside it.
struct AuthFiles {
    dir: std::path::PathBuf,
    config: std::path::PathBuf,
    tokens: std::path::PathBuf,
}

impl AuthFiles {
    fn new(name: &str) -> Self {
        let dir = std::env::temp_dir().join(format!("verity-auth-{name}-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap_or_else(|e| panic!("{e}"));
        let config = dir.join("verity.toml");
        let tokens = dir.join("tokens");
        std::fs::write(&config, "[auth]\ntokens_file = \"tokens\"\n")
            .unwrap_or_else(|e| panic!("{e}"));
        std::fs::write(&tokens, format!("{TOKEN}\n")).unwrap_or_else(|e| panic!("{e}"));
        Self {
            dir,
            config,
            tokens,
        }
    }
}

impl Drop for AuthFiles {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.dir);
    }
}

const TOKEN: &str = "the-only-token-0123456789";

fn auth_is_on(state: &verity::http::AppState) -> bool {
    state.runtime().config.auth.enabled()
}

#[test]
fn auth_stays_on_after_every_bad_reload_and_each_refusal_is_counted() {
    let files = AuthFiles::new("reload");
    let config = verity::config::Config::load(Some(&files.config), std::iter::empty())
        .unwrap_or_else(|e| panic!("{e}"));
    let state = verity::http::AppState::new(config);
    assert!(auth_is_on(&state));
    // The tokens file emptied, then truncated to a comment.
    for tokens in ["", "# rotated\n"] {
        std::fs::write(&files.tokens, tokens).unwrap_or_else(|e| panic!("{e}"));
        assert!(
            state
                .reload(Some(&files.config), std::iter::empty())
                .is_err()
        );
        assert!(auth_is_on(&state));
    }
    std::fs::write(&files.tokens, format!("{TOKEN}\n")).unwrap_or_else(|e| panic!("{e}"));
    // The config file truncated to nothing, then to an unrelated setting.
    for text in ["", "[policy]\nhigh_threshold = 2\n"] {
        std::fs::write(&files.config, text).unwrap_or_else(|e| panic!("{e}"));
        assert!(
            state
                .reload(Some(&files.config), std::iter::empty())
                .is_err()
        );
        assert!(auth_is_on(&state));
    }
    let metrics = state.metrics.render();
    assert!(
        metrics.contains("verity_auth_off_refused_total 4"),
        "{metrics}"
    );
    assert!(metrics.contains("verity_config_reloads_total{result=\"failure\"} 4"));
    // Turning auth off takes saying so.
    std::fs::write(&files.config, "[auth]\ndisabled = true\n").unwrap_or_else(|e| panic!("{e}"));
    assert!(
        state
            .reload(Some(&files.config), std::iter::empty())
            .is_ok()
    );
    assert!(!auth_is_on(&state));
}

#[test]
fn a_start_with_an_empty_tokens_file_exits_with_the_configuration_error_code() {
    let files = AuthFiles::new("start");
    std::fs::write(&files.tokens, "\n").unwrap_or_else(|e| panic!("{e}"));
    let output = std::process::Command::new(env!("CARGO_BIN_EXE_verity"))
        .args(["serve", "--config"])
        .arg(&files.config)
        .env("VERITY_SERVER__BIND", "127.0.0.1:0")
        .output()
        .unwrap_or_else(|e| panic!("{e}"));
    // The configuration error code: 64 today; API.md names 78 for a bad configuration.
    assert!(
        matches!(output.status.code(), Some(64 | 78)),
        "{:?}",
        output.status
    );
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(
        stderr.contains("auth.tokens_file") && stderr.contains("auth would be off"),
        "{stderr}"
    );
}
