# Functions shared by lab.sh and check-patches.sh (sourced; each needs say and fail defined by its caller).
# LAB_SOURCE: the source tarball (default Debian's /usr/src/linux-source-6.12.tar.xz, package linux-source-6.12).
lab_tarball=$(realpath -m "${LAB_SOURCE:-/usr/src/linux-source-6.12.tar.xz}")

# lab_install TOOL:PACKAGE...: installs with apt-get the Debian PACKAGE of each TOOL that is missing (TOOL: a command
# on PATH, or an absolute path of a file); fails (exit 2) when one is missing and cannot be installed
lab_install() {
  local need=() t f
  for t in "$@"; do
    f=${t%%:*}
    if [ "${f#/}" != "$f" ]; then [ -e "$f" ] || need+=("${t##*:}"); else command -v "$f" >/dev/null 2>&1 || need+=("${t##*:}"); fi
  done
  [ ${#need[@]} -gt 0 ] || return 0
  mapfile -t need < <(printf '%s\n' "${need[@]}" | sort -u)
  say "installing ${need[*]}"
  [ "$(id -u)" = 0 ] || fail "missing ${need[*]}: needs root to install them"
  command -v apt-get >/dev/null 2>&1 || fail "missing ${need[*]} and no apt-get to install them"
  apt-get update -qq >/dev/null || fail "apt-get update failed"
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${need[@]}" >/dev/null \
    || fail "could not install ${need[*]}"
}

# lab_unpack DIR [FILE...]: unpacks the source tarball into DIR (its top directory DIR/linux-source-6.12): the
# whole tree, or only the FILEs (paths inside the tree, as a patch names them); a FILE the tarball lacks is left out
# with a warning (a patch of it then fails to apply)
lab_unpack() {
  local dir=$1 top
  shift
  top=$(tar -tf "$lab_tarball" 2>/dev/null | head -n 1) || true
  top=${top%%/*}
  [ -n "$top" ] || fail "cannot read $lab_tarball" 1
  if [ $# -eq 0 ]; then
    tar -C "$dir" -xf "$lab_tarball" || fail "could not unpack $lab_tarball" 1
  else
    tar -C "$dir" -xf "$lab_tarball" "${@/#/$top/}" 2>&1 | grep -v 'Exiting with failure' | sed 's/^/lab: /' >&2 || true
  fi
  [ "$top" = linux-source-6.12 ] || { rm -rf "$dir/linux-source-6.12"; mv "$dir/$top" "$dir/linux-source-6.12"; }
}
