#!/bin/bash
# The lab guest's init (PID 1; lab.sh boots the kernel with init=<this file>): the root is the host's / over virtio-9p,
# read-only. Mounts what the suite needs (proc, sys, devtmpfs, tmpfs on /tmp /run /var/tmp, tracefs, bpffs, the
# writable results directory), runs the command of the run's env file with the project's jar and the host's tools,
# writes its exit code to the results directory and powers the guest off (a panic or a crash powers off too: the
# kernel runs with panic=-1 and qemu with -no-reboot).
export PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin HOME=/tmp LANG=C.UTF-8
off() { sync; echo b > /proc/sysrq-trigger; sleep 10; }
mount -t proc proc /proc
mount -t sysfs sys /sys
mount -t devtmpfs dev /dev 2>/dev/null
mkdir -p /dev/pts /dev/shm; mount -t devpts devpts /dev/pts; mount -t tmpfs shm /dev/shm
for d in /tmp /run /var/tmp /var/lib/bpftrace /root; do [ -d "$d" ] && mount -t tmpfs tmp "$d"; done
mount -t tracefs tracefs /sys/kernel/tracing
mount -t debugfs debugfs /sys/kernel/debug 2>/dev/null
mount -t bpf bpf /sys/fs/bpf
mount -t cgroup2 cgroup2 /sys/fs/cgroup 2>/dev/null
ulimit -l unlimited
run=$(sed -n 's/.*lab\.run=\([^ ]*\).*/\1/p' /proc/cmdline)
# shellcheck source=/dev/null
. "$run/env" || { echo "pmtu-lab: init: no $run/env"; off; }
mount -t 9p -o trans=virtio,version=9p2000.L,msize=262144 out "$OUT" || { echo "pmtu-lab: init: cannot mount $OUT"; off; }
ip link set lo up
echo "pmtu-lab: init at $(cut -d' ' -f1 /proc/uptime) s of guest uptime, kernel $(uname -r)"
echo "pmtu-lab: run ./pmtu ${CMD[*]}"
cd "$HOME_DIR" || off
# the jar directly: ./pmtu would rebuild it when a source is newer, and the guest's root is read-only
java -XX:+UseParallelGC -XX:MaxRAMPercentage=50 -Dpmtu.home="$HOME_DIR" -jar "$JAR" "${CMD[@]}" 2>&1 | tee "$OUT/output.txt"
rc=${PIPESTATUS[0]}
{ uname -a; cat /proc/cmdline; echo "guest uptime at the end: $(cut -d' ' -f1 /proc/uptime) s"; } > "$OUT/guest.txt"
echo "$rc" > "$OUT/rc"
echo "pmtu-lab: done, exit $rc"
off
