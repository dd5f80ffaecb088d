#!/usr/bin/env bash
# Makes a Debian 12 kernel and an initrd that boot through ./pmtu lab's run phase without building the lab kernel:
#   LAB_IMAGE=DIR/vmlinuz LAB_INITRD=DIR/initrd.gz ./pmtu lab -- kernel --list
# The initrd loads Debian's virtio and 9p modules, mounts the host's / (the 9p export /dev/root) read-only and
# switch_roots to the init= of the kernel command line, as the lab kernel (9p built in) does without an initrd.
# Usage: debian-initrd.sh DIR (default /var/cache/pmtu-lab/debian). Needs root, apt-get download and cpio.
set -euo pipefail
dir=${1:-/var/cache/pmtu-lab/debian}
mkdir -p "$dir" && cd "$dir"
pkg=$(apt-cache depends linux-image-amd64 | awk '/Depends: linux-image-/ { print $2; exit }')
[ -n "$pkg" ] || { echo "debian-initrd: no linux-image-amd64 in apt's lists (apt-get update)" >&2; exit 2; }
apt-get download -q "$pkg" busybox-static >/dev/null 2>&1 || { echo "debian-initrd: apt-get download $pkg busybox-static failed" >&2; exit 2; }
rm -rf x ird && for d in ./*.deb; do dpkg -x "$d" x; done
m=$(ls -d x/lib/modules/*)
mkdir -p ird/bin ird/m ird/proc ird/newroot
cp x/bin/busybox ird/bin/busybox
mods="virtio_ring virtio virtio_pci_legacy_dev virtio_pci_modern_dev virtio_pci 9pnet 9pnet_virtio netfs fscache 9p"
for k in $mods; do f=$(find "$m" -name "$k.ko*" | head -1); [ -n "$f" ] && cp "$f" ird/m/; done
cat > ird/init <<INIT
#!/bin/busybox sh
/bin/busybox mount -t proc proc /proc
for k in $mods; do [ -f /m/\$k.ko ] && /bin/busybox insmod /m/\$k.ko; done
/bin/busybox mount -t 9p -o trans=virtio,version=9p2000.L,msize=262144,ro /dev/root /newroot || exec /bin/busybox sh
init=\$(/bin/busybox sed -n 's/.* init=\([^ ]*\).*/\1/p' /proc/cmdline)
/bin/busybox umount /proc
exec /bin/busybox switch_root /newroot "\$init"
INIT
chmod +x ird/init
(cd ird && find . | cpio -o -H newc 2>/dev/null | gzip -1) > initrd.gz
cp x/boot/vmlinuz-* vmlinuz
echo "LAB_IMAGE=$dir/vmlinuz LAB_INITRD=$dir/initrd.gz ($pkg)"
