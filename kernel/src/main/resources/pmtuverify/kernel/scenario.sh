#!/usr/bin/env bash
# Runs one kernel scenario: namespaces S (sender), R (router), D (receiver) joined by veth, per-namespace sysctls,
# offloads off, an optional silent black hole (nftables on R) or ICMP bottleneck (R's egress MTU); bulk traffic from S
# to D; the sender socket observed with bpftrace (observe.bt), the wire with tcpdump, counters from S's netstat/snmp.
# Everything goes to $KS_OUT. The namespaces are deleted on every exit (also on failure or a signal).
set -u
: "${KS_ID:?}" "${KS_OUT:?}" "${KS_CP:?}" "${KS_BT:?}" "${KS_PORT:?}" "${KS_TICK_NS:?}"
IPV=${KS_IP:-4}; LINK_MTU=${KS_LINK_MTU:-1500}; BOTTLENECK=${KS_BOTTLENECK:-0}; BLACKHOLE=${KS_BLACKHOLE:-0}
SENDER_MTU=${KS_SENDER_MTU:-$LINK_MTU}; RCVBUF=${KS_RCVBUF:-262144}
BH_OFF=${KS_BLACKHOLE_OFF_AFTER:-0}; BH_ON=${KS_BLACKHOLE_ON_AFTER:-0}; SECS=${KS_SECONDS:-3}; OPEN=${KS_OPEN:-active}; HZ_NS=$KS_TICK_NS
NS=${KS_NS:-pk}; S=$NS-s-$KS_ID; R=$NS-r-$KS_ID; D=$NS-d-$KS_ID
pids=()
TCPDUMP_PID=$(mktemp)
PCAP="${KS_PCAP_DIR:-/dev/shm}/pmtu-wire-$KS_PORT-$$.pcap"
jiffies() { awk '/^jiffies:/ { print $2; exit }' /proc/timer_list; }
cleanup() {
  for p in "${pids[@]}"; do kill "$p" 2>/dev/null; done
  sleep 0.2
  for p in "${pids[@]}"; do kill -9 "$p" 2>/dev/null; done
  for n in $S $R $D; do ip netns del "$n" 2>/dev/null; done
  [ -s "$TCPDUMP_PID" ] && kill "$(cat "$TCPDUMP_PID")" 2>/dev/null
  rm -f "$TCPDUMP_PID" "$PCAP"
}
trap cleanup EXIT
trap 'exit 143' INT TERM
mkdir -p "$KS_OUT"; : > "$KS_OUT/events.txt"
for n in $S $R $D; do ip netns add "$n" || exit 1; ip -n "$n" link set lo up; done
ip link add s0 netns $S type veth peer name r0 netns $R
ip link add r1 netns $R type veth peer name d0 netns $D
if [ "$IPV" = 6 ]; then
  SA=fd77:1::1; DA=fd77:2::2
  for n in $S $R $D; do ip netns exec $n sysctl -qw net.ipv6.conf.all.accept_dad=0 net.ipv6.conf.default.accept_dad=0; done
  ip -n $S addr add fd77:1::1/64 dev s0 nodad; ip -n $R addr add fd77:1::2/64 dev r0 nodad
  ip -n $R addr add fd77:2::1/64 dev r1 nodad; ip -n $D addr add fd77:2::2/64 dev d0 nodad
else
  SA=10.77.1.1; DA=10.77.2.2
  ip -n $S addr add 10.77.1.1/24 dev s0; ip -n $R addr add 10.77.1.2/24 dev r0
  ip -n $R addr add 10.77.2.1/24 dev r1; ip -n $D addr add 10.77.2.2/24 dev d0
fi
for l in "$S s0" "$R r0" "$R r1" "$D d0"; do
  set -- $l
  ip -n "$1" link set "$2" mtu "$LINK_MTU" up
  ip netns exec "$1" ethtool -K "$2" tso off gso off gro off >/dev/null 2>&1
done
# the sender's own link (its route's MTU) may be smaller than the peer's: the receiver still advertises LINK_MTU - 40
[ "$SENDER_MTU" != "$LINK_MTU" ] && ip -n $S link set s0 mtu "$SENDER_MTU"
[ "$BOTTLENECK" != 0 ] && ip -n $R link set r1 mtu "$BOTTLENECK"
# KS_CC: the sender route's congestion control (RTAX_CC_ALGO); KS_TBF: tbf parameters for the router's egress;
# KS_ROUTE_OPTS: more options of the sender's default route (e.g. "congctl reno")
[ -n "${KS_TBF:-}" ] && { ip netns exec $R tc qdisc add dev r1 root tbf $KS_TBF || exit 1; }
if [ "$IPV" = 6 ]; then
  ip -n $S -6 route add default via fd77:1::2 ${KS_CC:+congctl $KS_CC} ${KS_ROUTE_OPTS:-} || exit 1; ip -n $D -6 route add default via fd77:2::1
  ip netns exec $R sysctl -qw net.ipv6.conf.all.forwarding=1
else
  ip -n $S route add default via 10.77.1.2 ${KS_CC:+congctl $KS_CC} ${KS_ROUTE_OPTS:-} || exit 1; ip -n $D route add default via 10.77.2.1
  ip netns exec $R sysctl -qw net.ipv4.ip_forward=1
fi
for n in $S $D; do
  ip netns exec $n sysctl -qw net.ipv4.tcp_no_metrics_save=1 net.ipv4.tcp_timestamps="${KS_TS:-1}" \
    net.ipv4.tcp_mtu_probing="${KS_PROBING:-2}" net.ipv4.tcp_base_mss="${KS_BASE_MSS:-1024}" \
    net.ipv4.tcp_probe_threshold="${KS_THRESHOLD:-8}" net.ipv4.tcp_probe_interval="${KS_INTERVAL:-600}" \
    net.ipv4.tcp_early_retrans="${KS_EARLY_RETRANS:-3}" net.ipv4.tcp_min_snd_mss="${KS_MIN_SND_MSS:-48}" \
    net.ipv4.tcp_mtu_probe_floor="${KS_PROBE_FLOOR:-48}" net.ipv4.tcp_retries1="${KS_RETRIES1:-3}" || exit 1
done
blackhole_on() {
  # meta length in the forward hook is the IP datagram's length, for IPv4 and IPv6 alike
  printf 'table inet bh {\n chain bhdrop {\n  type filter hook forward priority 0;\n  iifname "r0" meta length > %s drop\n }\n}\n' "$BLACKHOLE" \
    | ip netns exec $R nft -f - || exit 1
}
[ "$BLACKHOLE" != 0 ] && [ "$BH_ON" = 0 ] && { blackhole_on || exit 1; }
ip netns exec $S sh -c 'cat /proc/net/netstat /proc/net/snmp /proc/net/snmp6' > "$KS_OUT/counters-before.txt"
[ -n "${KS_CC:-}" ] && grep -H . /sys/module/tcp_$KS_CC/parameters/* > "$KS_OUT/ca-params.txt" 2>/dev/null
[ "$OPEN" = passive ] && FILTER=1 || FILTER=0
# $4: a quiet sample at least every HZ/10 jiffies (observe.bt)
bpftrace "$KS_BT" "$KS_PORT" "$HZ_NS" "$FILTER" "$(( 100000000 / HZ_NS ))" > "$KS_OUT/bpftrace.txt" 2> "$KS_OUT/bpftrace.err" & pids+=($!)
for i in $(seq 300); do grep -q ready "$KS_OUT/bpftrace.txt" 2>/dev/null && break; sleep 0.1; done
grep -q ready "$KS_OUT/bpftrace.txt" || { echo "bpftrace did not start: $(grep -v MEMLOCK "$KS_OUT/bpftrace.err" | head -1)" >&2; exit 1; }
# the wire: every frame of the flow (both ways) and every ICMP on the sender's link, written raw (tcpdump -w, 96
# bytes each: the IP and TCP headers, an ICMP's MTU) to a memory-backed file and read after the run (WireRuns: runs
# of equal datagram sizes, each rise in size with its first ACK or retransmission, the ICMPs). Decoding them during
# the run (tcpdump -v into a pipe) kept up with a fraction of a bulk flow on veth.
echo "capture_start $(jiffies)" >> "$KS_OUT/events.txt"
ip netns exec $S tcpdump -i s0 -nn -s 96 -B 262144 -w "$PCAP" "(tcp and port $KS_PORT) or (icmp and icmp[0] == 3 and icmp[1] == 4) or (icmp6 and ip6[40] == 2)" \
    2>"$KS_OUT/tcpdump.err" & echo $! > "$TCPDUMP_PID"
# the capture must be open before the first frame: tcpdump prints "listening on" once its socket is bound and its filter
# attached (a fixed sleep was not enough on a loaded machine: the capture then began after the handshake and the first
# ICMP, and the comparison found an ICMP the kernel acted on missing from a capture that had missed no packet)
for i in $(seq 200); do grep -q "listening on" "$KS_OUT/tcpdump.err" 2>/dev/null && break; sleep 0.05; done
grep -q "listening on" "$KS_OUT/tcpdump.err" || { echo "tcpdump did not start: $(head -1 "$KS_OUT/tcpdump.err")" >&2; exit 1; }
echo "capture_open $(jiffies)" >> "$KS_OUT/events.txt"
# listening: wait until namespace $1 has a listener on the test port (ss), at most 10 s
listening() {
  for i in $(seq 200); do
    ip netns exec "$1" ss -Hltn "sport = :$KS_PORT" 2>/dev/null | grep -q . && return 0; sleep 0.05
  done
  echo "no listener on port $KS_PORT in $1 after 10 s" >&2; return 1
}
PIN="taskset -c 0"
if [ "$OPEN" = passive ]; then
  ip netns exec $S $PIN java -cp "$KS_CP" pmtuverify.kernel.Bulk send-listen "$KS_PORT" "$SECS" "${KS_PACE:-}" > "$KS_OUT/sender.txt" 2>&1 & snd=$!
  pids+=($snd)
  listening $S || exit 1
  ip netns exec $D $PIN java -cp "$KS_CP" pmtuverify.kernel.Bulk sink-connect "$SA" "$KS_PORT" "$RCVBUF" > "$KS_OUT/sink.txt" 2>&1 & pids+=($!)
else
  ip netns exec $D $PIN java -cp "$KS_CP" pmtuverify.kernel.Bulk sink-listen "$KS_PORT" "$RCVBUF" > "$KS_OUT/sink.txt" 2>&1 & pids+=($!)
  listening $D || exit 1
  ip netns exec $S $PIN java -cp "$KS_CP" pmtuverify.kernel.Bulk send-connect "$DA" "$KS_PORT" "$SECS" "${KS_PACE:-}" > "$KS_OUT/sender.txt" 2>&1 & snd=$!
  pids+=($snd)
fi
# TCPMTUPSuccess/Fail once a second (the TERMINATION witness: still rising?)
( while kill -0 $snd 2>/dev/null; do
    echo "$(jiffies) $(ip netns exec $S awk '/^TcpExt:/ { if (!h) { for (i = 1; i <= NF; i++) n[$i] = i; h = 1 } else print $n["TCPMTUPSuccess"], $n["TCPMTUPFail"] }' /proc/net/netstat)"
    sleep 1
  done ) > "$KS_OUT/mtup.txt" 2>/dev/null & pids+=($!)
# KS_SYSCTL_AT S, KS_SYSCTL_WRITES "name=value ...": the sender's net.ipv4 sysctls written S seconds after it started,
# each logged as "sysctl_from:name=value JIFFIES" and "sysctl:name=value JIFFIES" (the jiffies read before and after)
WROTE_AT=0
if [ -n "${KS_SYSCTL_WRITES:-}" ]; then
  sleep "${KS_SYSCTL_AT:-1}"; WROTE_AT=${KS_SYSCTL_AT:-1}
  for kv in $KS_SYSCTL_WRITES; do
    echo "sysctl_from:$kv $(jiffies)" >> "$KS_OUT/events.txt"; ip netns exec $S sysctl -qw "net.ipv4.$kv" || exit 1; echo "sysctl:$kv $(jiffies)" >> "$KS_OUT/events.txt"
  done
fi
# KS_BLACKHOLE_ON_AFTER: the black hole put in place that many seconds after the sender started (after a search)
if [ "$BLACKHOLE" != 0 ] && [ "$BH_ON" != 0 ]; then
  sleep "$(( BH_ON - WROTE_AT ))"; blackhole_on || exit 1; echo "blackhole_added $(jiffies)" >> "$KS_OUT/events.txt"
fi
if [ "$BLACKHOLE" != 0 ] && [ "$BH_OFF" != 0 ]; then
  sleep "$BH_OFF"; ip netns exec $R nft delete table inet bh; echo "blackhole_removed $(jiffies)" >> "$KS_OUT/events.txt"
fi
# KS_OUTAGE START_MS:DUR_MS: every datagram the sender's side forwards dropped at the router for DUR_MS, from START_MS
# after the sender started (a retransmission timeout in slow start)
if [ -n "${KS_OUTAGE:-}" ]; then
  sleep "$(awk -v m="${KS_OUTAGE%%:*}" 'BEGIN { printf "%.3f", m / 1000 }')"
  printf 'table inet outage {\n chain odrop {\n  type filter hook forward priority 0;\n  iifname "r0" drop\n }\n}\n' \
    | ip netns exec $R nft -f - || exit 1
  echo "outage_on $(jiffies)" >> "$KS_OUT/events.txt"
  sleep "$(awk -v m="${KS_OUTAGE##*:}" 'BEGIN { printf "%.3f", m / 1000 }')"
  ip netns exec $R nft delete table inet outage; echo "outage_off $(jiffies)" >> "$KS_OUT/events.txt"
fi
# bounded: the sender stops writing after SECS; allow the queue to drain, then stop
for i in $(seq $(( (SECS + 20) * 10 ))); do kill -0 $snd 2>/dev/null || break; sleep 0.1; done
echo "sender_done $(jiffies)" >> "$KS_OUT/events.txt"
sleep 0.3
ip netns exec $S sh -c 'cat /proc/net/netstat /proc/net/snmp /proc/net/snmp6' > "$KS_OUT/counters-after.txt"
# tcpdump may lag the flow: stop it once its file has stopped growing for a second (at most 20 s), so that it has read
# every frame the kernel queued for it (what it had not read yet would count as missed)
last=-1; still=0
for i in $(seq 100); do
  now=$(stat -c %s "$PCAP" 2>/dev/null || echo 0)
  if [ "$now" = "$last" ]; then still=$((still + 1)); [ $still -ge 5 ] && break; else still=0; fi
  last=$now; sleep 0.2
done
# tcpdump prints its statistics before exit() flushes the last buffer of the pcap: wait for the process to end (at most
# 10 s), not for the statistics line, before the file is read
tdpid=$(cat "$TCPDUMP_PID")
kill -INT "$tdpid" 2>/dev/null
for i in $(seq 100); do kill -0 "$tdpid" 2>/dev/null || break; sleep 0.1; done
wait "$tdpid" 2>/dev/null
kill -0 "$tdpid" 2>/dev/null && echo "tcpdump still running 10 s after SIGINT" >> "$KS_OUT/tcpdump.err"
: > "$TCPDUMP_PID"
java -cp "$KS_CP" pmtuverify.kernel.capture.WireRuns "$PCAP" "$SA" > "$KS_OUT/tcpdump.txt" 2>>"$KS_OUT/tcpdump.err"
sleep 0.2
for p in "${pids[@]}"; do kill -INT "$p" 2>/dev/null; done
sleep 0.5
uname -r > "$KS_OUT/release.txt"
exit 0
