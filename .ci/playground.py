"""Drives GET /playground in headless Chromium (Debian's chromium and chromedriver, selenium):
every endpoint's every example is loaded and sent; the verdict badge must read as expected, the
words the expected rules catch must be highlighted, and every span in every answer must light up
exactly the characters it names (Python counts code points, as verity does; the page must
not count JS's UTF-16 units). Screenshots go to the folder given.

Usage: python3 .ci/playground.py BASE_URL OUT_DIR [README_PNG]
(README_PNG: also write the citations example, its highlight focused, to that path.)
"""
import json
import sys
import time
from pathlib import Path

from selenium import webdriver
from selenium.webdriver.chrome.options import Options
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import Select, WebDriverWait

BASE, OUT = sys.argv[1], Path(sys.argv[2])
README_PNG = Path(sys.argv[3]) if len(sys.argv) > 3 else None

# (endpoint, example index) -> (verdict badge, {rule: words its spans must light up}).
EXPECT = {
    ("/verify-citations", 0): ("warn", {"citations.ungrounded_entity": ["Clarkson"]}),
    ("/verify-citations", 1): ("reject", {
        "citations.ungrounded_number": ["5-6 quarts"],
        "citations.fabricated_citation": ["Para 99-1"],
        "citations.uncited_claim": ["Torque the drain plug to 25 ft-lbs [Para 99-1]."],
    }),
    ("/verify-facts", 0): ("reject", {"facts.altered": ["Atelier", "35", "9 August 2026"]}),
    ("/validate/metadata", 0): ("warn", {"metadata.placeholder_account": ["123456789"]}),
    ("/validate/metadata", 1): ("warn", {
        "metadata.suspicious_text": ["Statement period unknown", "[insert"],
    }),
    ("/validate/boundaries", 0): ("warn", {}),
    ("/validate/plan", 0): ("reject", {}),
    ("/validate/tool-calls", 0): ("reject", {}),
    ("/validate/transformations", 0): ("warn", {}),
    ("/terms/restore", 0): ("pass", {}),
    ("/terms/restore", 1): ("warn", {"terms.unknown_marker": ["{{TERM_7}}"]}),
    ("/terms/protect", 0): ("HTTP 200", {}),
    ("/prompts/plan", 0): ("HTTP 200", {}),
    ("/prompts/facts", 0): ("HTTP 200", {}),
    ("/prompts/citations", 0): ("HTTP 200", {}),
    ("/feedback", 0): ("HTTP 202", {}),
}

# A request typed into the page: emoji (one of them four code points joined), CJK and a
# combining accent before the name, so code points, UTF-16 units and bytes all differ.
TYPED = {
    "question": "Who did Donahue replace?",
    "answer": "Café 👩\u200d👩\u200d👧 東京 🚗. Donahue replaced Kelli Clarkson [1].",
    "sources": [{"id": "1", "text": "Donahue later replaced Kelli Ward as the party's nominee.", "score": 0.9}],
}

STATE = """
const rows = [...document.querySelectorAll('#alerts tbody tr[data-alert]')];
return {
  verdict: document.getElementById('verdict').textContent,
  raw: document.getElementById('raw').textContent,
  request: document.getElementById('body').value,
  overflow: document.documentElement.scrollWidth - window.innerWidth,
  highlights: rows.map((r) => ({
    rule: r.cells[0].textContent,
    text: [...document.querySelectorAll('mark[data-alerts~="' + r.dataset.alert + '"]')]
      .map((m) => m.dataset.text).join(''),
  })),
};
"""

failures = []


def check(ok, what):
    if not ok:
        failures.append(what)
        print("  FAIL", what)


def pointer(doc, path):
    for token in path.split("/")[1:]:
        token = token.replace("~1", "/").replace("~0", "~")
        doc = doc[int(token)] if isinstance(doc, list) else doc[token]
    return doc


def browser(width, height, phone=False):
    options = Options()
    if phone:
        # Headless windows are at least 500 px wide; a phone is emulated instead.
        options.add_experimental_option(
            "mobileEmulation", {"deviceMetrics": {"width": width, "height": height, "pixelRatio": 1}})
    options.binary_location = "/usr/bin/chromium"
    for arg in ("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                f"--window-size={width},{height}", "--force-device-scale-factor=1"):
        options.add_argument(arg)
    return webdriver.Chrome(service=Service("/usr/bin/chromedriver"), options=options)


def send(driver):
    driver.find_element(By.ID, "send").click()
    WebDriverWait(driver, 10).until(
        lambda d: d.find_element(By.ID, "status").text.startswith("HTTP "))
    return driver.execute_script(STATE)


def spans_light_up_their_characters(name, state):
    """Every span of the answer lights up exactly the code points it names."""
    answer = json.loads(state["raw"])
    request = json.loads(state["request"])
    for i, alert in enumerate(answer.get("alerts", [])):
        span = alert.get("span")
        if not span or span["start"] >= span["end"]:
            continue
        want = pointer(request, span["path"])[span["start"]:span["end"]]
        got = state["highlights"][i]["text"]
        check(got == want, f"{name}: {alert['rule']} lights up {got!r}, its span names {want!r}")


def choose(driver, endpoint, example):
    Select(driver.find_element(By.ID, "endpoint")).select_by_value(endpoint)
    Select(driver.find_element(By.ID, "example")).select_by_value(str(example))
    # Choosing the option already chosen fires no change event: load the example all the same.
    driver.execute_script("loadExample();")


def main():
    OUT.mkdir(parents=True, exist_ok=True)
    driver = browser(1280, 900)
    try:
        driver.get(BASE + "/playground")
        endpoints = [o.get_attribute("value") for o in
                     Select(driver.find_element(By.ID, "endpoint")).options]
        check(len(endpoints) == 13, f"13 POST endpoints offered, got {endpoints}")
        seen = set()
        for endpoint in endpoints:
            Select(driver.find_element(By.ID, "endpoint")).select_by_value(endpoint)
            count = len(Select(driver.find_element(By.ID, "example")).options)
            for example in range(count):
                choose(driver, endpoint, example)
                state = send(driver)
                name = f"{endpoint} #{example}"
                seen.add((endpoint, example))
                verdict, words = EXPECT.get((endpoint, example), (None, {}))
                check(verdict is not None, f"{name}: no expectation written for this example")
                check(state["verdict"].lower() == (verdict or "").lower(),
                      f"{name}: badge {state['verdict']!r}, expected {verdict!r}")
                for rule, texts in words.items():
                    lit = [h["text"] for h in state["highlights"] if h["rule"] == rule]
                    for text in texts:
                        check(text in lit, f"{name}: {rule} does not light up {text!r} (lit: {lit})")
                spans_light_up_their_characters(name, state)
                slug = endpoint.strip("/").replace("/", "-") + f"-{example}"
                driver.save_screenshot(str(OUT / f"{slug}.png"))
                print(f"  {name}: {state['verdict']}, {len(state['highlights'])} alerts")
        check(seen >= set(EXPECT), f"examples missing from the page: {set(EXPECT) - seen}")

        # Typed by hand: emoji and CJK before the name.
        choose(driver, "/verify-citations", 0)
        box = driver.find_element(By.ID, "body")
        driver.execute_script("arguments[0].value = arguments[1];", box, json.dumps(TYPED, ensure_ascii=False))
        state = send(driver)
        lit = [h["text"] for h in state["highlights"] if h["rule"] == "citations.ungrounded_entity"]
        check(lit == ["Clarkson"], f"typed answer with emoji: lit {lit}, expected ['Clarkson']")
        spans_light_up_their_characters("typed", state)

        # Hover shows the rule and description; so does keyboard focus.
        choose(driver, "/verify-citations", 0)
        send(driver)
        mark = driver.find_element(By.CSS_SELECTOR, "mark")
        driver.execute_script("arguments[0].focus();", mark)
        tip = mark.find_element(By.CSS_SELECTOR, ".tip")
        check(tip.is_displayed() and "citations.ungrounded_entity" in tip.text,
              f"focused highlight shows no rule: {tip.text!r}")
        driver.save_screenshot(str(OUT / "citations-focused.png"))
        if README_PNG:
            driver.set_window_size(1100, 720)
            driver.execute_script("window.scrollTo(0, 0); arguments[0].focus();", mark)
            driver.save_screenshot(str(README_PNG))

        # Copy as curl writes a command that names the endpoint and the body.
        driver.find_element(By.ID, "curl").click()
        command = driver.find_element(By.ID, "curltext").get_attribute("value")
        check(command.startswith("curl -s '" + BASE + "/verify-citations'") and "Clarkson" in command,
              f"copy as curl: {command!r}")
    finally:
        driver.quit()

    # A phone-sized screen: the page fits its width.
    phone = browser(390, 844, phone=True)
    try:
        phone.get(BASE + "/playground?endpoint=/verify-citations")
        state = send(phone)
        check(state["overflow"] <= 0, f"phone: the page is {state['overflow']} px wider than the screen")
        phone.execute_script("document.getElementById('result').scrollIntoView();")
        phone.save_screenshot(str(OUT / "citations-phone.png"))
    finally:
        phone.quit()

    if failures:
        print(f"playground: {len(failures)} failure(s)")
        sys.exit(1)
    print(f"playground: every example checked in Chromium; screenshots in {OUT}")


if __name__ == "__main__":
    started = time.time()
    main()
    print(f"  ({time.time() - started:.1f} s)")
