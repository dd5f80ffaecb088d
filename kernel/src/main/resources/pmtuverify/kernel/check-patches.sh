#!/usr/bin/env bash
# ./pmtu lab --check-patches (README "Kernel lab", CI's patches-apply step): checks that every patch of patches/ still
# applies to Debian's linux-source-6.12, without building anything. Each NAME.patch is dry-run alone on the pristine
# source; each series NAME/ (its patches in file-name order, the cover letter 0000-* left out) is applied in order
# to a copy, each patch on the ones before it. patch(1) runs with -F0 (no fuzz): a hunk whose context no longer
# matches fails; an offset (the lines moved) is allowed and shown.
#
# Usage: check-patches.sh PATCHES_DIR
# Installs linux-source-6.12 when missing (apt-get, as root), unpacks from its tarball only the files the patches
# name (lab_unpack of lab-lib.sh, into a temporary directory it removes). Environment: LAB_SOURCE (another tarball
# of the same layout: one top directory).
# Prints one line per patch, "NAME: applies" or "NAME: FAILS" with patch's output indented below it, and one line per
# series. Exit: 0 when every patch applies, 1 when one does not, 2 on bad input (no such directory, no patch, a file
# that is no patch) or a missing tool that cannot be installed.
set -uo pipefail
t0=$(date +%s)
say() { echo "check-patches [$(($(date +%s) - t0)) s] $*" >&2; }
fail() { echo "check-patches: $1" >&2; exit "${2:-2}"; }
[ $# -eq 1 ] || fail "usage: check-patches.sh PATCHES_DIR"
dir=$1
[ -d "$dir" ] || fail "no patches directory $dir"
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
source "$here/lab-lib.sh"

# the patches: NAME.patch alone, NAME/ a series
singles=() series=()
for p in "$dir"/*.patch; do [ -f "$p" ] && singles+=("$p"); done
for d in "$dir"/*/; do [ -d "$d" ] && series+=("${d%/}"); done
[ ${#singles[@]} -gt 0 ] || [ ${#series[@]} -gt 0 ] || fail "no patch in $dir (NAME.patch or a series NAME/)"
members() { ls "$1"/*.patch 2>/dev/null | grep -v '/0000-[^/]*$' | sort; }
all=("${singles[@]}")
for s in "${series[@]}"; do
  mapfile -t m < <(members "$s")
  [ ${#m[@]} -gt 0 ] || fail "series $s has no patch but its cover letter"
  all+=("${m[@]}")
done
# the files they change, as `git format-patch` names them ("diff --git a/F b/F")
files=()
for p in "${all[@]}"; do
  f=$(sed -n 's|^diff --git a/\([^ ]*\) b/.*|\1|p' "$p")
  [ -n "$f" ] || fail "$p is no patch (no \"diff --git\" line)"
  mapfile -t -O ${#files[@]} files <<< "$f"
done
mapfile -t files < <(printf '%s\n' "${files[@]}" Makefile | sort -u)

lab_install "$lab_tarball:linux-source-6.12" patch:patch xz:xz-utils
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mkdir "$work/src"
lab_unpack "$work/src" "${files[@]}"
src=$work/src/linux-source-6.12
version=$(awk -F' *= *' '$1 == "VERSION" { v = $2 } $1 == "PATCHLEVEL" { p = $2 } $1 == "SUBLEVEL" { s = $2 } END { if (v != "") print v "." p "." s }' "$src/Makefile" 2>/dev/null)
say "unpacked ${#files[@]} files of Linux ${version:-?} from $lab_tarball"

failed=0
# check NAME TREE PATCH [--dry-run]: one line for PATCH applied to TREE; patch's output indented below a failure and
# below an offset
check() {
  local name=$1 tree=$2 p=$3 out rc=0
  shift 3
  out=$(patch -p1 -N -F0 --no-backup-if-mismatch --reject-file=- -d "$tree" "$@" < "$p" 2>&1) || rc=$?
  if [ $rc = 0 ]; then
    if grep -q 'offset' <<< "$out"; then echo "$name: applies (hunks moved)"; sed 's/^/    /' <<< "$out"
    else echo "$name: applies"; fi
  else
    echo "$name: FAILS (patch exit $rc)"; sed 's/^/    /' <<< "$out"
    failed=1
  fi
  return $rc
}
for p in ${singles[@]+"${singles[@]}"}; do
  check "$(basename "$p")" "$src" "$p" --dry-run || true
done
for s in ${series[@]+"${series[@]}"}; do
  rm -rf "$work/series"; cp -r "$src" "$work/series"
  mapfile -t m < <(members "$s")
  ok=0
  for p in "${m[@]}"; do
    check "$(basename "$s")/$(basename "$p")" "$work/series" "$p" || { ok=1; break; }
  done
  if [ $ok = 0 ]; then echo "$(basename "$s"): the series of ${#m[@]} applies in order"
  else echo "$(basename "$s"): the series FAILS at $(basename "$p") (the patches after it not tried)"; fi
done
say "done: $([ $failed = 0 ] && echo "every patch applies to Linux $version" || echo "a patch does not apply")"
exit $failed
