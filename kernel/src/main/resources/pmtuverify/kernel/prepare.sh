#!/usr/bin/env bash
# Prepares this machine for the kernel conformance suite (README, "Kernel conformance") and checks it, so that a
# machine that cannot run the suite says so in seconds, before any build: root, the Debian packages of the tools the
# scenarios run, tracefs mounted with the tcp:tcp_probe, tcp:tcp_retransmit_skb and tcp:tcp_cong_state_set tracepoints, the kernel's BTF (for
# bpftrace's casts of args->skaddr), network namespaces, and a bpftrace that attaches to a tcp tracepoint.
# Idempotent: installs only what is absent, mounts only when unmounted. Prints one line per action, and on failure
# one line naming what is missing; exit 2 then.
set -uo pipefail
fail() { echo "kernel host: $*" >&2; exit 2; }
[ "$(id -u)" = 0 ] || fail "needs root (network namespaces, tracefs, bpftrace)"
# tool:Debian package (taskset is in util-linux, tc and ip in iproute2)
need=()
for t in ip:iproute2 tc:iproute2 ethtool:ethtool nft:nftables bpftrace:bpftrace tcpdump:tcpdump taskset:util-linux; do
  command -v "${t%%:*}" >/dev/null 2>&1 || need+=("${t##*:}")
done
if [ ${#need[@]} -gt 0 ]; then
  mapfile -t need < <(printf '%s\n' "${need[@]}" | sort -u)
  echo "kernel host: installing ${need[*]}" >&2
  command -v apt-get >/dev/null 2>&1 || fail "missing ${need[*]} and no apt-get to install them"
  apt-get update -qq >/dev/null || fail "apt-get update failed"
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${need[@]}" >/dev/null || fail "could not install ${need[*]}"
fi
tr=/sys/kernel/tracing
if [ ! -d $tr/events/tcp ]; then
  echo "kernel host: mounting tracefs on $tr" >&2
  mount -t tracefs nodev $tr 2>/dev/null || fail "could not mount tracefs on $tr"
fi
for e in tcp/tcp_probe tcp/tcp_retransmit_skb tcp/tcp_cong_state_set timer/timer_start; do
  [ -d "$tr/events/$e" ] || fail "tracefs has no tracepoint ${e/\//:}"
done
[ -r /sys/kernel/btf/vmlinux ] || fail "no kernel BTF (/sys/kernel/btf/vmlinux): bpftrace cannot cast args->skaddr"
ip netns add pmtu-prepare-$$ 2>/dev/null || fail "cannot create a network namespace"
ip netns del pmtu-prepare-$$
# bpftrace must attach to a tcp tracepoint and read struct tcp_sock through BTF (kfunc/fentry probes may be refused
# under lockdown; the suite uses none)
out=$(timeout 60 bpftrace -e 'tracepoint:tcp:tcp_probe { $tp = (struct tcp_sock *)args->skaddr; @c = $tp->snd_cwnd; }
  BEGIN { printf("attached\n"); exit(); }' 2>&1)
case "$out" in *attached*) ;; *) fail "bpftrace cannot attach to tcp:tcp_probe: $(echo "$out" | grep -v -i memlock | head -1)";; esac
echo >&2 "kernel host: ready ($(uname -r), tracefs at $tr, bpftrace $(bpftrace --version 2>/dev/null | awk '{print $2}'))"
