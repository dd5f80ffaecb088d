#!/usr/bin/env bash
# The kernel lab (./pmtu lab, README "Kernel lab"): builds Debian's linux-source-6.12, unpatched or with a patch or
# series of patches/, from the config fragment lab.config (x86_64 defconfig + kvm_guest + the suite's needs), boots it
# under qemu with the host's / shared read-only over virtio-9p as the guest's root, runs one command there (./pmtu
# with the project's jar and the host's tools) and powers the guest off.
#
# Usage: lab.sh HOME NAME PATCHES... -- COMMAND...
#   HOME     the project (its cli/target/pmtu.jar is run in the guest)
#   NAME     the kernel's name: "6.12" unpatched, else the patch's (FIX_ALL, FIX_STOP_AT_TWO, ...)
#   PATCHES  the patch files to apply in order (none: the unpatched source)
#   COMMAND  the ./pmtu arguments to run in the guest (its output is the guest's console)
# Environment: LAB_CACHE (default /var/cache/pmtu-lab), LAB_ACCEL (auto, kvm, tcg), LAB_TIMEOUT (seconds the guest
# may run, default 3600), LAB_JOBS (make -j, default 2), LAB_OUT (the directory the guest's results go to), LAB_BUILD_ONLY.
#
# Everything it makes stays outside the project: the unpacked source, one hard-linked source tree per kernel name
# with its patches applied, its build directory (O=) inside that tree, the ccache shared by all builds. A second
# kernel recompiles only what its patches change; the rest comes from ccache.
# Prints one line per phase with the seconds since the start; on failure one line naming what failed, exit 2 (bad
# input or a missing tool) or 1 (a build, boot or guest run that failed). The guest is killed at LAB_TIMEOUT and on
# any exit of this script: no guest outlives it.
set -uo pipefail
t0=$(date +%s)
phases=$(mktemp) qpid= bpid= out=
# the watchdog's last word: on any exit, the guest (if one runs) is killed and the phase lines kept with its results
cleanup() { [ -n "$bpid" ] && kill -- -"$bpid" 2>/dev/null; [ -n "$qpid" ] && kill -9 "$qpid" 2>/dev/null; [ -n "$out" ] && cp "$phases" "$out/lab-phases.txt" 2>/dev/null; rm -f "$phases"; }
trap cleanup EXIT
trap 'say "interrupted: stopping the build or the guest"; exit 1' INT TERM HUP
say() { echo "lab [$(($(date +%s) - t0)) s] $*" | tee -a "$phases" >&2; }
fail() { echo "lab: $1" >&2; exit "${2:-2}"; }
[ $# -ge 3 ] || fail "usage: lab.sh HOME NAME PATCHES... -- COMMAND..."
home=$1 name=$2; shift 2
patches=()
while [ $# -gt 0 ] && [ "$1" != -- ]; do patches+=("$1"); shift; done
[ "${1:-}" = -- ] && shift
cmd=("$@")
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
# lab_install and lab_unpack, shared with check-patches.sh
source "$here/lab-lib.sh"
cache=${LAB_CACHE:-/var/cache/pmtu-lab}
accel=${LAB_ACCEL:-auto}
limit=${LAB_TIMEOUT:-3600}
jobs=${LAB_JOBS:-2}
[ "$(id -u)" = 0 ] || fail "needs root (apt-get, the cache under $cache)"
case "$name" in ''|*/*|.*) fail "bad kernel name \"$name\"";; esac
jar=$home/cli/target/pmtu.jar
[ -f "$jar" ] || fail "no $jar: build the project first (./pmtu builds it)"
for p in ${patches[@]+"${patches[@]}"}; do [ -f "$p" ] || fail "no patch file $p"; done

# 1. the Debian packages: the source, the compiler and kernel build tools, pahole (BTF), ccache, qemu
lab_install /usr/src/linux-source-6.12.tar.xz:linux-source-6.12 gcc:build-essential make:build-essential bc:bc \
  bison:bison flex:flex pahole:dwarves ccache:ccache qemu-system-x86_64:qemu-system-x86 xz:xz-utils \
  /usr/include/libelf.h:libelf-dev /usr/include/openssl/ssl.h:libssl-dev java:default-jre-headless
say "packages ready (pahole $(pahole --version), $(qemu-system-x86_64 --version | head -1))"

mkdir -p "$cache/src" "$cache/trees" "$cache/runs" || fail "cannot create $cache"
# LAB_IMAGE (with LAB_INITRD): boot that kernel instead of building one, to check the boot and the guest's init on
# another kernel (an initrd that mounts the 9p root and runs the init= of the command line)
image=${LAB_IMAGE:-}
if [ -z "$image" ]; then
# 2. the pristine source, unpacked once
src=$cache/src/linux-source-6.12
if [ ! -f "$src/.lab-unpacked" ]; then
  say "unpacking /usr/src/linux-source-6.12.tar.xz into $cache/src"
  rm -rf "$src"
  lab_unpack "$cache/src"
  touch "$src/.lab-unpacked"
fi
version=$(make -s -C "$src" kernelversion 2>/dev/null)

# 3. the kernel's tree: hard links to the pristine source, the patches applied (patch(1) replaces the files it
# changes, so the pristine source stays as it was); made anew when the patches change
tree=$cache/trees/$name
stamp=$(cat ${patches[@]+"${patches[@]}"} /dev/null | sha256sum | cut -c1-16)
if [ "$(cat "$tree/.lab-patches" 2>/dev/null)" != "$stamp" ]; then
  say "tree $tree: linking the source, applying ${#patches[@]} patch(es)"
  rm -rf "$tree"
  cp -al "$src" "$tree" || fail "could not link the source into $tree" 1
  rm -f "$tree/.lab-unpacked"
  for p in ${patches[@]+"${patches[@]}"}; do
    patch -s -p1 -N -d "$tree" < "$p" || fail "patch $(basename "$p") does not apply to linux-source-$version" 1
    say "applied $(basename "$p")"
  done
  echo "$stamp" > "$tree/.lab-patches"
fi

# 4. the build: the config fragment over defconfig and kvm_guest, ccache, O= inside the tree (the same relative
# paths in every tree, so ccache serves one kernel's objects to the next)
export CCACHE_DIR=$cache/ccache CCACHE_BASEDIR=$cache CCACHE_NOHASHDIR=1 CCACHE_MAXSIZE=${LAB_CCACHE_SIZE:-5G}
export KBUILD_BUILD_TIMESTAMP=2026-01-01 KBUILD_BUILD_USER=pmtu KBUILD_BUILD_HOST=lab
o=$tree/o
mkdir -p "$o"
if ! cmp -s "$here/lab.config" "$o/.lab-config"; then
  say "configuring: x86_64 defconfig + kvm_guest.config + lab.config"
  (cd "$tree" && make -s O=o defconfig kvm_guest.config >/dev/null 2>&1 \
    && scripts/kconfig/merge_config.sh -m -O o o/.config "$here/lab.config" >/dev/null 2>&1 \
    && make -s O=o olddefconfig >/dev/null 2>&1) || fail "could not configure $tree" 1
  # every option the fragment sets must have survived olddefconfig (a dependency it lacks drops it silently)
  while IFS= read -r l; do
    case "$l" in
      CONFIG_*=n) ! grep -q "^${l%=n}=[ym]" "$o/.config" || fail "lab.config: ${l%=n} is still set after olddefconfig" 1;;
      CONFIG_*) grep -qx "$l" "$o/.config" || fail "lab.config: $l did not survive olddefconfig" 1;;
    esac
  done < "$here/lab.config"
  cp "$here/lab.config" "$o/.lab-config"
fi
say "building linux-$version ($name) in $o: nice -n 19 make -j$jobs bzImage (log: $o/build.log)"
b0=$(date +%s)
# in a process group of its own, which the exit trap ends: an interrupted lab leaves no compiler running
setsid bash -c 'cd "$1" && shift && exec "$@"' build "$tree" nice -n 19 make -j"$jobs" O=o CC="ccache gcc" \
  HOSTCC="ccache gcc" bzImage > "$o/build.log" 2>&1 &
bpid=$!
wait "$bpid" || fail "the build failed: $(grep -m1 -E 'error|Error' "$o/build.log")" 1
bpid=
say "built $o/arch/x86/boot/bzImage in $(($(date +%s) - b0)) s ($(ccache -s 2>/dev/null | grep -m1 -iE 'hits:' | tr -s ' ' | sed 's/^ //'))"
[ -n "${LAB_BUILD_ONLY:-}" ] && exit 0
image=$o/arch/x86/boot/bzImage
fi
[ -f "$image" ] || fail "no kernel image $image"

# 5. the run: the guest's init, its command, and its writable results directory, under one run directory the
# guest sees at the same path (its root is the host's /)
run=$(mktemp -d "$cache/runs/$name.XXXXXX")
out=${LAB_OUT:-$run/out}
mkdir -p "$out"
cp "$here/lab-init.sh" "$run/init.sh" && chmod +x "$run/init.sh"
{ printf 'HOME_DIR=%q\nJAR=%q\nOUT=%q\nCMD=(' "$home" "$jar" "$out"; printf '%q ' "${cmd[@]}"; echo ')'; } > "$run/env"

boot() { # ACCEL LOG: starts the guest in the background; qpid is its pid
  local a=$1 log=$2 cpu=()
  [ "$a" = kvm ] && cpu=(-cpu host)
  qemu-system-x86_64 -accel "$a" ${cpu[@]+"${cpu[@]}"} -m "${LAB_MEM:-2048}" -smp 1 -nographic -no-reboot \
    -kernel "$image" ${LAB_INITRD:+-initrd "$LAB_INITRD"} \
    -fsdev local,id=root,path=/,security_model=none,readonly=on,multidevs=remap -device virtio-9p-pci,fsdev=root,mount_tag=/dev/root \
    -fsdev local,id=out,path="$out",security_model=none -device virtio-9p-pci,fsdev=out,mount_tag=out \
    -append "console=ttyS0 root=/dev/root rootfstype=9p rootflags=trans=virtio,version=9p2000.L,msize=262144 ro init=$run/init.sh panic=-1 lab.run=$run" \
    < /dev/null > "$log" 2>&1 &
  qpid=$!
}
await() { # PATTERN SECONDS LOG: waits until LOG has PATTERN or the guest exits; 0 when found
  local i=0
  while [ $i -lt "$2" ]; do
    grep -q "$1" "$3" 2>/dev/null && return 0
    kill -0 "$qpid" 2>/dev/null || return 1
    kill -0 "$PPID" 2>/dev/null || { say "the lab command ended: killing the guest"; exit 1; }
    sleep 1; i=$((i + 1))
  done
  return 1
}
console=$run/console.log
chosen=
if [ "$accel" = auto ] || [ "$accel" = kvm ]; then
  if [ -w /dev/kvm ]; then
    say "booting under KVM (waiting ${LAB_KVM_PROBE:-30} s for the kernel's first line)"
    boot kvm "$console"
    if await 'Linux version' "${LAB_KVM_PROBE:-30}" "$console"; then chosen=kvm
    else
      if kill -0 "$qpid" 2>/dev/null; then
        kill -9 "$qpid" 2>/dev/null; wait "$qpid" 2>/dev/null
        say "KVM: no kernel line in ${LAB_KVM_PROBE:-30} s (nested virtualisation hangs after decompression): killed"
      else
        wait "$qpid" 2>/dev/null
        say "KVM: qemu ended before the kernel's first line: $(grep -m1 -i error "$console" | tr -d '\r')"
      fi
      qpid=
      [ "$accel" = kvm ] && fail "the guest does not boot under KVM" 1
    fi
  else
    [ "$accel" = kvm ] && fail "no writable /dev/kvm" 1
  fi
fi
if [ -z "$chosen" ]; then
  say "booting under TCG (emulated CPU)"
  boot tcg "$console"
  chosen=tcg
fi
echo "$chosen" > "$out/accel"
await 'pmtu-lab: init' 600 "$console" || { tail -5 "$console" >&2; fail "the guest did not reach its init in 600 s" 1; }
say "guest at its init ($chosen): $(grep -m1 'pmtu-lab: init' "$console" | tr -d '\r')"
# the guest's command: its console lines from the init's marker on, until it powers off or the watchdog ends it
tail -n +1 -f "$console" --pid="$qpid" 2>/dev/null | sed -u -n '/pmtu-lab: run/,$p' | tr -d '\r' >&2 &
tailpid=$!
left=$((limit - ($(date +%s) - t0)))
i=0
while kill -0 "$qpid" 2>/dev/null && [ $i -lt "$left" ]; do
  # the command that started this script is gone (killed): so is the guest
  kill -0 "$PPID" 2>/dev/null || { say "the lab command ended: killing the guest"; exit 1; }
  sleep 1; i=$((i + 1))
done
if kill -0 "$qpid" 2>/dev/null; then
  kill -9 "$qpid"; wait "$tailpid" 2>/dev/null
  fail "the guest ran past LAB_TIMEOUT=$limit s: killed (console: $console)" 1
fi
wait "$qpid" 2>/dev/null; qpid=
wait "$tailpid" 2>/dev/null
rc=$(cat "$out/rc" 2>/dev/null)
[ -n "$rc" ] || fail "the guest powered off without its command's exit code (console: $console)" 1
say "guest off; its command exited $rc; results in $out"
exit "$rc"
