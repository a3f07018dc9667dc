# Shared by the .ci scripts: a scratch directory, background processes stopped on exit, and a
# release verity started on a free loopback port. Source it; then `start_verity [ENV=VALUE...]`
# sets $api_port and $verity_pid.
work=$(mktemp -d)
pids=()
cleanup() {
  for pid in "${pids[@]}"; do kill "$pid" 2>/dev/null || true; done
  wait 2>/dev/null || true
  rm -rf "$work"
}
trap cleanup EXIT

free_port() { python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])'; }

# Waits (bounded, 10 s) until the URL answers 2xx.
wait_ready() {
  for _ in $(seq 1 100); do
    curl -fsS "$1" >/dev/null 2>&1 && return 0
    sleep 0.1
  done
  curl -fsS "$1" >/dev/null
}

start_verity() {
  api_port=$(free_port)
  env VERITY_SERVER__BIND="127.0.0.1:$api_port" "$@" ./target/release/verity serve >"$work/verity.log" 2>&1 &
  verity_pid=$!
  pids+=("$verity_pid")
  wait_ready "http://127.0.0.1:$api_port/readyz"
}
