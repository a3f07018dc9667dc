//! Load generator for the NDJSON stream: sends N date transformations through one connection
//! (chunked upload) while reading the streamed results, and reports the rate.
//!
//! `cargo run --release --example ndjson_load -- 127.0.0.1:8080 10000000`

use std::io::{BufRead, BufReader, Read, Write};
use std::net::TcpStream;
use std::time::Instant;

const MONTHS: [&str; 12] = [
    "Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec",
];

/// Appends `n` in decimal, zero-padded to at least `width` digits.
fn push_number(out: &mut String, n: u64, width: usize) {
    let mut digits = [b'0'; 20];
    let mut at = digits.len();
    let mut rest = n;
    loop {
        at -= 1;
        if let Some(d) = digits.get_mut(at) {
            *d = b'0' + (rest % 10) as u8;
        }
        rest /= 10;
        if rest == 0 {
            break;
        }
    }
    at = at.min(digits.len() - width);
    for d in digits.get(at..).unwrap_or_default() {
        out.push(char::from(*d));
    }
}

fn main() -> std::io::Result<()> {
    let mut args = std::env::args().skip(1);
    let addr = args.next().unwrap_or_else(|| "127.0.0.1:8080".to_owned());
    let total: u64 = args
        .next()
        .and_then(|n| n.parse().ok())
        .unwrap_or(1_000_000);
    let mut writer = TcpStream::connect(&addr)?;
    writer.set_nodelay(true)?;
    let reader = writer.try_clone()?;
    let started = Instant::now();
    let sender = std::thread::spawn(move || -> std::io::Result<()> {
        write!(
            writer,
            "POST /validate/transformations HTTP/1.1\r\nHost: {addr}\r\nContent-Type: application/x-ndjson\r\nTransfer-Encoding: chunked\r\n\r\n"
        )?;
        let mut chunk = String::with_capacity(256 * 1024);
        for i in 0..total {
            let (day, month, year) = (i % 28 + 1, (i / 28) % 12, 1950 + (i / 336) % 70);
            // Every 10th one is the classic hallucination: the right year, the wrong day.
            let new_day = if i % 10 == 0 { 1 + (day % 27) } else { day };
            // The line `{"record_id":<i>,"field":"dob","old_value":"<Mon> <d>, <yyyy>",
            // "new_value":"<yyyy>-<mm>-<dd>","confidence":0.93}`, written without the formatter
            // so the generator costs the shared cores little.
            chunk.push_str("{\"record_id\":");
            push_number(&mut chunk, i, 1);
            chunk.push_str(",\"field\":\"dob\",\"old_value\":\"");
            chunk.push_str(MONTHS[month as usize]);
            chunk.push(' ');
            push_number(&mut chunk, day, 1);
            chunk.push_str(", ");
            push_number(&mut chunk, year, 1);
            chunk.push_str("\",\"new_value\":\"");
            push_number(&mut chunk, year, 1);
            chunk.push('-');
            push_number(&mut chunk, month + 1, 2);
            chunk.push('-');
            push_number(&mut chunk, new_day, 2);
            chunk.push_str("\",\"confidence\":0.93}\n");
            if chunk.len() > 200 * 1024 {
                write!(writer, "{:x}\r\n{chunk}\r\n", chunk.len())?;
                chunk.clear();
            }
        }
        if !chunk.is_empty() {
            write!(writer, "{:x}\r\n{chunk}\r\n", chunk.len())?;
        }
        writer.write_all(b"0\r\n\r\n")?;
        writer.flush()
    });
    let mut reader = BufReader::with_capacity(1 << 20, reader);
    // Skip the response head.
    let mut line = String::new();
    loop {
        line.clear();
        if reader.read_line(&mut line)? == 0 || line == "\r\n" {
            break;
        }
    }
    // Count result lines in the (chunked) body until the totals line.
    let mut buffer = vec![0_u8; 1 << 20];
    let mut newlines: u64 = 0;
    let mut tail = Vec::new();
    loop {
        let n = reader.read(&mut buffer)?;
        if n == 0 {
            break;
        }
        let data = buffer.get(..n).unwrap_or_default();
        newlines += data.iter().filter(|b| **b == b'\n').count() as u64;
        if data.len() >= 4096 {
            tail.clear();
            tail.extend_from_slice(data.get(data.len() - 4096..).unwrap_or_default());
        } else {
            tail.extend_from_slice(data);
            if tail.len() > 4096 {
                tail.drain(..tail.len() - 4096);
            }
        }
        if tail.windows(11).any(|w| w == b"{\"totals\":{") && tail.ends_with(b"0\r\n\r\n") {
            break;
        }
    }
    sender
        .join()
        .map_err(|_| std::io::Error::other("sender panicked"))??;
    let elapsed = started.elapsed().as_secs_f64();
    let totals = String::from_utf8_lossy(&tail);
    let totals = totals
        .lines()
        .find(|l| l.contains("\"totals\""))
        .unwrap_or("")
        .to_owned();
    println!(
        "{total} transformations in {elapsed:.2} s = {:.0} per second ({newlines} newlines read)",
        total as f64 / elapsed
    );
    println!("{totals}");
    Ok(())
}
