# The step runner of .ci/run, sourced by it (and by CiScriptTest, which runs it on small commands). Needs $logs (a
# directory for each step's output, CPU times and exit status) and $times_file (the TSV of every step's times).
# seconds of "XmY.ZZZs" (bash's `times` format)
secs() { awk -v t="$1" 'BEGIN { split(t, a, "m"); sub("s", "", a[2]); printf "%.1f", a[1] * 60 + a[2] }'; }

# step NAME BUDGET CMD...: runs CMD with its output in $logs/NAME.log; writes NAME's times and status; BUDGET is CPU
# seconds ("-" for none). Its exit status is CMD's, or 3 when CMD passed but used more than twice its budget.
step() {
  local name=$1 budget=$2 start rc=0
  shift 2
  start=$(date +%s.%N)
  (
    set +e
    "$@" > "$logs/$name.log" 2>&1
    rc=$?
    times > "$logs/$name.cpu" # not through a pipe: its subshell has no children
    exit $rc
  ) || rc=$?
  local wall cpu user sys status=ok
  wall=$(awk -v s="$start" -v e="$(date +%s.%N)" 'BEGIN { printf "%.1f", e - s }')
  read -r user sys < <(tail -n 1 "$logs/$name.cpu") # the second line: the children's user and system times
  cpu=$(awk -v u="$(secs "$user")" -v s="$(secs "$sys")" 'BEGIN { printf "%.1f", u + s }')
  if [ "$rc" != 0 ]; then
    status="failed (exit $rc)"
  elif [ "$budget" != - ] && awk -v c="$cpu" -v b="$budget" 'BEGIN { exit !(c > 2 * b) }'; then
    status="over budget: ${cpu} s of CPU, more than twice its ${budget} s (a change made this step slower: find why, or raise its budget in .ci/run with this measurement)"
    rc=3
  fi
  printf '%s\t%s\t%s\t%s\t%s\n' "$name" "$wall" "$cpu" "$budget" "$status" >> "$times_file"
  echo "$rc" > "$logs/$name.rc"
  return "$rc"
}

# show NAME: the step's output, then its line of times
show() {
  echo "==== $1"
  cat "$logs/$1.log"
  awk -F'\t' -v n="$1" '$1 == n { printf "==== %s: %s s wall, %s s CPU (budget %s), %s\n", $1, $2, $3, $4, $5 }' "$times_file"
}

# serial NAME BUDGET CMD...: one step, its output shown; CI stops at its failure
serial() {
  local rc=0
  step "$@" || rc=$?
  show "$1"
  [ "$rc" = 0 ] || { echo "ci: $1 failed" >&2; exit 1; }
}

# pool: runs the steps of its argument lines ("NAME BUDGET CMD ...", longest first) two at a time; shows each one's
# output when it ends; fails when any failed, after all have ended
pool() {
  local -a pending=("$@")
  local -A pids=()
  local failed=0 line name
  while [ ${#pending[@]} -gt 0 ] || [ ${#pids[@]} -gt 0 ]; do
    while [ ${#pending[@]} -gt 0 ] && [ ${#pids[@]} -lt 2 ]; do
      line=${pending[0]}
      pending=("${pending[@]:1}")
      name=${line%% *}
      # shellcheck disable=SC2086 # the line is words: name, budget, command
      step $line &
      pids[$name]=$!
      echo "ci: started $name"
    done
    wait -n || true
    for name in "${!pids[@]}"; do
      if ! kill -0 "${pids[$name]}" 2>/dev/null; then
        wait "${pids[$name]}" || true
        unset "pids[$name]"
        show "$name"
        [ "$(cat "$logs/$name.rc")" = 0 ] || failed=1
      fi
    done
  done
  return $failed
}

