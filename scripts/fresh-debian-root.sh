#!/usr/bin/env bash
# Sourced by scripts/fresh-debian-check.sh and scripts/fresh-debian-install-check.sh: a minimal
# Debian 12 root made with `debootstrap --variant=minbase`, anew each time, with /proc, /dev and
# /sys mounted and this machine's resolver; unmounted when the script ends, however it ends.
# The including script sets, before calling fresh_root_make:
#   script  its name, for messages;   root  the root's path;   logs  a folder for the logs;
#   marker  the file that marks a root the script made (only such a root is ever removed);
#   fresh_root_extra_mounts  further mount points in the root, unmounted first (may be empty).

fresh_root_unmount() {
    local point
    for point in "${fresh_root_extra_mounts[@]}" sys dev proc; do
        mountpoint -q "$root/$point" && umount -R "$root/$point"
    done
    return 0
}

fresh_root_finish() {
    local status=$?
    fresh_root_unmount
    [[ $status -eq 0 || $status -eq 1 ]] || echo "$script: stopped with status $status; the logs are in $logs" >&2
}

# Refuses a path that exists but is not a root this script made; otherwise makes the root anew.
fresh_root_make() {
    if [[ -e "$root" && ! -e "$root/$marker" ]]; then
        echo "$script: $root exists and is not a root this script made; give another path" >&2
        exit 2
    fi
    trap fresh_root_finish EXIT
    fresh_root_unmount
    rm -rf "$root"
    echo "$script: making a minimal Debian 12 root in $root (logs in $logs)"
    debootstrap --variant=minbase bookworm "$root" http://deb.debian.org/debian > "$logs/debootstrap.log" 2>&1
    touch "$root/$marker"
    mount -t proc proc "$root/proc"
    mount --rbind /dev "$root/dev"
    mount -t sysfs sys "$root/sys"
    cp /etc/resolv.conf "$root/etc/"
}

# Runs a command in the root as root, with no locale and nothing of this machine's environment.
fresh_root_inside() {
    chroot "$root" env -i HOME=/root PATH=/usr/sbin:/usr/bin:/sbin:/bin TERM=xterm-256color DEBIAN_FRONTEND=noninteractive "$@"
}

# say STATUS DESCRIPTION LOG: "ok - …" or "not ok - … (see LOG)", which marks the run failed.
fresh_root_failed=0
say() {
    if [[ $1 -eq 0 ]]; then echo "ok - $2"; else echo "not ok - $2 (see $3)"; fresh_root_failed=1; fi
}

# fresh_root_screen SECONDS COMMAND: runs COMMAND in the root (through bash -c there) in tmux at
# 120×40, waits up to SECONDS for the sample book's title, keeps what the screen shows in
# $logs/screen.txt and its stderr in $root/root/screen.err, then types q. Sets
# fresh_root_shown (0 when the title showed) and fresh_root_status (COMMAND's exit status, or
# "none" when it did not end).
fresh_root_screen() {
    local seconds="$1" command="$2" socket="$logs/tmux.socket"
    rm -f "$root/root/screen.status"
    tmux -S "$socket" -f /dev/null new-session -d -s fresh -x 120 -y 40 \
        "chroot '$root' env -i HOME=/root PATH=/usr/sbin:/usr/bin:/sbin:/bin TERM=xterm-256color bash -c '$command 2> /root/screen.err; echo \$? > /root/screen.status'; sleep 600"
    fresh_root_shown=1
    for _ in $(seq "$seconds"); do
        if tmux -S "$socket" capture-pane -p -t fresh | grep -q "The Octavo Sampler"; then fresh_root_shown=0; break; fi
        sleep 1
    done
    tmux -S "$socket" capture-pane -p -t fresh > "$logs/screen.txt"
    tmux -S "$socket" send-keys -t fresh q
    for _ in $(seq 30); do [[ -f "$root/root/screen.status" ]] && break; sleep 1; done
    fresh_root_status="$(cat "$root/root/screen.status" 2>/dev/null || echo none)"
    tmux -S "$socket" kill-server
}
