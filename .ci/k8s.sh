#!/usr/bin/env bash
# deploy/k8s: schema-valid (kubernetes-validate, strict: unknown fields fail) for the oldest
# Kubernetes with native sidecars that the validator ships and for its newest; the ConfigMap's
# verity.toml passes `verity config check`; and the release binary started with that file answers
# every probe of the Deployment on the port the probe names.
set -euo pipefail
cd "$(dirname "$0")/.."
source .ci/lib.sh
export PATH="$HOME/.local/bin:$PATH"
for version in 1.33.0 1.37.0; do
  kubernetes-validate --strict --quiet -k "$version" deploy/k8s/*.yaml
  echo "  kubernetes-validate --strict $version: ok"
done
python3 - "$work" <<'PY'
import json, pathlib, sys, yaml
work = pathlib.Path(sys.argv[1])
config = yaml.safe_load(open("deploy/k8s/configmap.yaml"))["data"]["verity.toml"]
(work / "verity.toml").write_text(config)
pod = yaml.safe_load(open("deploy/k8s/deployment.yaml"))["spec"]["template"]["spec"]
verity = next(c for c in pod["initContainers"] if c["name"] == "verity")
assert verity["restartPolicy"] == "Always", "verity runs as a native sidecar"
assert verity["securityContext"]["readOnlyRootFilesystem"] is True
assert pod["securityContext"]["runAsNonRoot"] is True
ports = {p["name"]: p["containerPort"] for p in verity["ports"]}
probes = [(kind, verity[kind]["httpGet"]) for kind in ("startupProbe", "readinessProbe", "livenessProbe")]
json.dump([[kind, get["path"], ports[get["port"]]] for kind, get in probes], open(work / "probes.json", "w"))
print("  manifest: native sidecar, non-root, read-only root filesystem")
PY
./target/release/verity config check "$work/verity.toml"
# The file binds 127.0.0.1:8080 and 0.0.0.0:9090; here both move to free loopback ports.
api_port=$(free_port)
admin_port=$(free_port)
VERITY_CONFIG="$work/verity.toml" VERITY_SERVER__BIND="127.0.0.1:$api_port" \
  VERITY_SERVER__ADMIN_BIND="127.0.0.1:$admin_port" VERITY_DECISION_LOG__SINK=off \
  ./target/release/verity serve >"$work/verity.log" 2>&1 &
pids+=("$!")
wait_ready "http://127.0.0.1:$admin_port/readyz"
python3 - "$work/probes.json" "$api_port" "$admin_port" <<'PY'
import http.client, json, sys
probes, api_port, admin_port = json.load(open(sys.argv[1])), int(sys.argv[2]), int(sys.argv[3])
for kind, path, port in probes:
    assert port == 9090, f"{kind} must use the admin port (9090 in the ConfigMap), not {port}"
    c = http.client.HTTPConnection("127.0.0.1", admin_port)
    c.request("GET", path)
    status = c.getresponse().status
    assert status == 200, f"{kind} {path} answered {status}"
    print(f"  {kind}: GET {path} on the admin port -> {status}")
c = http.client.HTTPConnection("127.0.0.1", api_port)
c.request("POST", "/validate/boundaries", '{"total_pages": 1, "boundaries": []}',
          {"Content-Type": "application/json"})
assert c.getresponse().status == 200, "the API answers on its own port"
print("  the API answers on its port with the ConfigMap's configuration")
PY
