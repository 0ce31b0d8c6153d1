#!/usr/bin/env bash
# The browser tests drive Debian's Chromium; Chinese text needs the Noto CJK fonts; the
# two-instance chat tests start Debian's redis-server; the scale tests put Debian's haproxy in
# front of three instances (on PostgreSQL, which .ci/run installs; they skip without it outside CI).
# Installs them when missing and we may (root with apt-get); otherwise says what to run.
set -euo pipefail
missing=()
[ -x /usr/bin/chromium ] || missing+=(chromium)
fc-list 2>/dev/null | grep -qi 'Noto Sans CJK' || missing+=(fonts-noto-cjk)
[ -x /usr/bin/redis-server ] || missing+=(redis-server)
[ -x /usr/sbin/haproxy ] || missing+=(haproxy)
[ ${#missing[@]} -eq 0 ] && exit 0
if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
  echo "Installing system packages for the tests: ${missing[*]}"
  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
else
  echo "Missing system packages: ${missing[*]}. Run: sudo apt-get install -y ${missing[*]}" >&2
  exit 1
fi
