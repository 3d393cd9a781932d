#!/usr/bin/env bash
# A throwaway S3 server for the tests: Ceph's RADOS Gateway over a one-monitor, one-OSD cluster
# that keeps its objects in memory (memstore), in a temp folder, without systemd, the way Ceph's
# own vstart.sh starts a development cluster. Needs Debian's radosgw, ceph-mon, ceph-osd and
# ceph-common packages (see .ci/run).
#
#   scripts/s3-server.sh run -- COMMAND ARGS…   start, run COMMAND with the S3_TEST_* variables
#                                                below, stop and remove everything; exit with
#                                                COMMAND's status
#   scripts/s3-server.sh start                   start and print the variables as shell lines
#                                                (eval them); the cluster stays up
#   scripts/s3-server.sh stop DIR                stop the cluster whose folder is DIR and remove it
#
# Variables: S3_TEST_ENDPOINT (http://127.0.0.1:PORT), S3_TEST_REGION, S3_TEST_ACCESS_KEY_ID,
# S3_TEST_SECRET_ACCESS_KEY, S3_TEST_CEPH_DIR (the cluster's folder, for stop).
#
# Each setting below that is not Ceph's default is there for a measured reason (issue #20):
# without `ms mon client mode = crc` radosgw waits 300 s for a secure monitor connection; without
# `paxos propose interval = 0.01` every monitor write takes about a second; without tcp_nodelay
# the beast frontend answers each small request about 40 ms late; deleted data waits for the
# garbage collector for 2 h by default, in RAM here.
set -euo pipefail

die() {
  echo "s3-server: $*" >&2
  exit 1
}

for tool in ceph-mon ceph-osd radosgw radosgw-admin monmaptool ceph; do
  command -v "$tool" >/dev/null || die "$tool is not installed (apt-get install radosgw ceph-mon ceph-osd ceph-common)"
done

# Two free loopback ports (the monitor's and the gateway's), asked of the kernel.
free_ports() {
  python3 -c 'import socket
socks = [socket.socket() for _ in range(2)]
for s in socks: s.bind(("127.0.0.1", 0))
print(*[s.getsockname()[1] for s in socks])'
}

# Stops the daemons started in DIR (by their pid files, never by name) and removes DIR. They are
# killed outright: the cluster is thrown away, and radosgw takes seconds to shut down politely.
stop_cluster() {
  local dir=$1 pid name pids=()
  for name in client.rgw osd.0 mon.a; do
    pid=$(cat "$dir/run/$name.pid" 2>/dev/null || true)
    [ -n "$pid" ] && kill -9 "$pid" 2>/dev/null && pids+=("$pid")
  done
  # Gone, or a zombie waiting for init to reap it (its ports and memory are already released).
  for pid in "${pids[@]}"; do
    while [ -e "/proc/$pid" ] && [ "$(awk '{print $3}' "/proc/$pid/stat" 2>/dev/null)" != Z ]; do sleep 0.05; done
  done
  rm -rf "$dir"
}

# Runs one step of the start; a failure names the step and shows the end of the daemons' logs.
step() {
  local what=$1
  shift
  "$@" >"$dir/log/step.out" 2>&1 || {
    cat "$dir/log/step.out" >&2
    tail -n 5 "$dir"/log/*.log >&2 2>/dev/null || true
    die "$what failed (output and logs above)"
  }
}

start_cluster() {
  local dir=$1
  local mon_port rgw_port fsid osd_uuid started
  started=$(date +%s%N)
  read -r mon_port rgw_port < <(free_ports)
  fsid=$(cat /proc/sys/kernel/random/uuid)
  osd_uuid=$(cat /proc/sys/kernel/random/uuid)
  mkdir -p "$dir/run" "$dir/log" "$dir/mon.a" "$dir/osd.0"
  cat >"$dir/ceph.conf" <<EOF
[global]
fsid = $fsid
mon host = v2:127.0.0.1:$mon_port
run dir = $dir/run
pid file = $dir/run/\$name.pid
admin socket = $dir/run/\$name.asok
log file = $dir/log/\$name.log
log to stderr = false
err to stderr = false
auth cluster required = none
auth service required = none
auth client required = none
auth allow insecure global id reclaim = false
ms mon client mode = crc
ms bind ipv6 = false
public addr = 127.0.0.1
osd pool default size = 1
osd pool default min size = 1
osd pool default pg num = 8
osd pool default pgp num = 8
osd pool default pg autoscale mode = off
mon allow pool size one = true
mon warn on pool no redundancy = false
osd crush chooseleaf type = 0
mon pg warn min per osd = 0
mon max pg per osd = 1000
[mon]
mon data = $dir/mon.\$id
paxos propose interval = 0.01
mon osd full ratio = 0.99
mon osd nearfull ratio = 0.98
mon osd backfillfull ratio = 0.985
[osd]
osd data = $dir/osd.\$id
osd objectstore = memstore
memstore device bytes = ${S3_SERVER_MEMORY_BYTES:-2147483648}
osd max object size = 4294967296
[client.rgw]
rgw frontends = beast endpoint=127.0.0.1:$rgw_port tcp_nodelay=1
rgw dns name = localhost
rgw gc obj min wait = 5
rgw gc processor period = 5
rgw gc processor max time = 5
rgw enable usage log = false
EOF
  local conf=(-c "$dir/ceph.conf")
  step "making the monitor map" monmaptool --create --fsid "$fsid" --addv a "[v2:127.0.0.1:$mon_port]" "$dir/monmap"
  step "making the monitor's store" ceph-mon "${conf[@]}" --mkfs -i a --monmap "$dir/monmap"
  step "starting the monitor" ceph-mon "${conf[@]}" -i a
  step "adding the OSD" ceph "${conf[@]}" osd new "$osd_uuid"
  step "making the OSD's store" ceph-osd "${conf[@]}" -i 0 --mkfs --osd-uuid "$osd_uuid"
  step "starting the OSD" ceph-osd "${conf[@]}" -i 0
  step "starting radosgw" radosgw "${conf[@]}" -n client.rgw
  local access_key secret_key
  access_key=$(head -c 10 /dev/urandom | od -An -tx1 | tr -d ' \n' | tr a-f A-F)
  secret_key=$(head -c 20 /dev/urandom | od -An -tx1 | tr -d ' \n')
  step "creating the S3 user" radosgw-admin "${conf[@]}" user create --uid docdelta --display-name docdelta \
    --access-key "$access_key" --secret-key "$secret_key"
  export S3_TEST_ENDPOINT="http://127.0.0.1:$rgw_port" S3_TEST_REGION=us-east-1
  export S3_TEST_ACCESS_KEY_ID=$access_key S3_TEST_SECRET_ACCESS_KEY=$secret_key S3_TEST_CEPH_DIR=$dir
  # The first PUT creates radosgw's data pools; do it here, so no test pays for it.
  AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED=true step "the warm-up PUT" node "$(dirname "$0")/s3-warm-up.mjs"
  echo "s3-server: Ceph RGW up at $S3_TEST_ENDPOINT in $(( ($(date +%s%N) - started) / 1000000 )) ms" >&2
}

case "${1:-}" in
  run)
    shift
    [ "${1:-}" = -- ] && shift
    [ $# -gt 0 ] || die "usage: $0 run -- COMMAND ARGS…"
    dir=$(mktemp -d "${TMPDIR:-/tmp}/docdelta-ceph.XXXXXX")
    trap 'stop_cluster "$dir"' EXIT
    trap 'exit 130' INT TERM
    start_cluster "$dir"
    status=0
    "$@" || status=$?
    exit $status
    ;;
  start)
    dir=$(mktemp -d "${TMPDIR:-/tmp}/docdelta-ceph.XXXXXX")
    trap 'stop_cluster "$dir"' EXIT
    start_cluster "$dir"
    trap - EXIT
    for name in S3_TEST_ENDPOINT S3_TEST_REGION S3_TEST_ACCESS_KEY_ID S3_TEST_SECRET_ACCESS_KEY S3_TEST_CEPH_DIR; do
      printf 'export %s=%q\n' "$name" "${!name}"
    done
    ;;
  stop)
    [ -n "${2:-}" ] || die "usage: $0 stop DIR"
    [ -f "$2/ceph.conf" ] || die "$2 is not a cluster folder made by this script"
    stop_cluster "$2"
    ;;
  *)
    die "usage: $0 run -- COMMAND ARGS… | start | stop DIR"
    ;;
esac
