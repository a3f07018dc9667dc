"""SIGTERM under load: client threads send requests over keep-alive connections while the server
is told to stop. The clients behave like a load balancer in front of it: a monitor polls /readyz
and, once it answers 503 (the grace period), no new request is started. Every request sent must
get a whole answer: a reset or a cut-off answer fails.
    python3 bench/drain.py PORT PID [threads=16]"""

import http.client
import json
import os
import signal
import sys
import threading
import time

port, pid = int(sys.argv[1]), int(sys.argv[2])
threads = int(sys.argv[3]) if len(sys.argv) > 3 else 16
body = open("bench/payloads/metadata.json", "rb").read()
counts = {"ok": 0, "refused": 0, "reset": 0, "status": 0}
lock = threading.Lock()
stop = threading.Event()


def count(key):
    with lock:
        counts[key] += 1


draining = threading.Event()


def monitor():
    while not stop.is_set():
        try:
            probe = http.client.HTTPConnection("127.0.0.1", port, timeout=2)
            probe.request("GET", "/readyz")
            if probe.getresponse().status == 503:
                draining.set()
                return
            probe.close()
        except OSError:
            draining.set()
            return
        time.sleep(0.02)


def client():
    conn = None
    while not stop.is_set() and not draining.is_set():
        if conn is None:
            conn = http.client.HTTPConnection("127.0.0.1", port, timeout=10)
            try:
                conn.connect()
            except ConnectionRefusedError:
                count("refused")
                conn = None
                time.sleep(0.01)
                continue
        try:
            conn.request("POST", "/validate/metadata", body, {"Content-Type": "application/json"})
            response = conn.getresponse()
            answer = response.read()
            if response.status == 200 and json.loads(answer).get("verdict"):
                count("ok")
            else:
                count("status")
            if response.getheader("connection", "").lower() == "close":
                conn.close()
                conn = None
        except (ConnectionResetError, BrokenPipeError, http.client.RemoteDisconnected,
                http.client.IncompleteRead, ValueError):
            count("reset")
            conn.close()
            conn = None


workers = [threading.Thread(target=client) for _ in range(threads)]
workers.append(threading.Thread(target=monitor))
for w in workers:
    w.start()
time.sleep(2)
before = dict(counts)
os.kill(pid, signal.SIGTERM)
for _ in range(200):  # wait (bounded) for the process to exit
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        break
    time.sleep(0.05)
time.sleep(0.3)
stop.set()
for w in workers:
    w.join()
print(f"  drain: {before['ok']} answered before SIGTERM, {counts['ok'] - before['ok']} after; "
      f"{counts['reset']} resets, {counts['status']} bad answers")
sys.exit(1 if counts["reset"] or counts["status"] else 0)
