#!/usr/bin/env bash
# Runs a command as on a machine with none of the optional system programs: `scripts/hide-system-tools.sh npm test`.
#
# PATH becomes one folder of links to every program on the current PATH except LibreOffice, poppler,
# qpdf, Chromium, msoffcrypto-tool, Ceph and git-lfs; DOCDELTA_SOFFICE points nowhere, which hides
# LibreOffice from the places docdelta looks for it outside PATH (/usr/lib/libreoffice, /opt, …);
# fontconfig sees only DejaVu, the fonts a bare Debian has. The tests must then pass, saying what
# they skipped, and docdelta must name what is missing with how to install it.
#
# Skia (@napi-rs/canvas, the built-in renderer's measure) reads /usr/share/fonts itself, past
# fontconfig: as root the command runs in a mount namespace of its own where every font folder but
# DejaVu's is covered by an empty one, so nothing outside it changes. Without that, only
# fontconfig's view is narrowed, and the script says so.
set -euo pipefail

if [ $# -eq 0 ]; then
  echo "usage: scripts/hide-system-tools.sh <command> [args…]" >&2
  exit 2
fi

dejavu=/usr/share/fonts/truetype/dejavu
if [ -z "${DOCDELTA_FONTS_HIDDEN:-}" ]; then
  if [ "$(id -u)" = 0 ] && unshare --mount --propagation private true 2>/dev/null; then
    exec env DOCDELTA_FONTS_HIDDEN=1 unshare --mount --propagation private "$0" "$@"
  fi
  echo "hide-system-tools: cannot hide font folders from Skia here (needs root and unshare); fontconfig alone sees only DejaVu" >&2
fi

root=$(mktemp -d "${TMPDIR:-/tmp}/docdelta-bare-XXXXXX")
trap 'rm -rf "$root"' EXIT
bin="$root/bin"
mkdir -p "$bin" "$root/fontconfig-cache"

if [ "${DOCDELTA_FONTS_HIDDEN:-}" = 1 ]; then
  mkdir "$root/no-fonts"
  for folder in /usr/share/fonts/* /usr/share/fonts/*/* /usr/local/share/fonts "$HOME/.fonts" "$HOME/.local/share/fonts"; do
    [ -d "$folder" ] || continue
    case "$dejavu/" in "$folder"/*) continue ;; esac
    mount --bind "$root/no-fonts" "$folder"
  done
fi

hidden() {
  case "$1" in
    soffice | libreoffice | loffice | lofromtemplate | lowriter | localc | loimpress | lodraw | lomath | lobase | loweb | unopkg) return 0 ;;
    pdfattach | pdfdetach | pdffonts | pdfimages | pdfinfo | pdfseparate | pdfsig | pdftocairo | pdftohtml | pdftoppm | pdftops | pdftotext | pdfunite) return 0 ;;
    qpdf | fix-qdf | zlib-flate) return 0 ;;
    chromium | chromium-browser | google-chrome | google-chrome-stable | chrome) return 0 ;;
    msoffcrypto-tool) return 0 ;;
    ceph | ceph-* | cephfs-* | rados | radosgw | radosgw-*) return 0 ;;
    git-lfs) return 0 ;;
  esac
  return 1
}

IFS=: read -r -a dirs <<<"$PATH"
for dir in "${dirs[@]}"; do
  [ -d "$dir" ] || continue
  for program in "$dir"/*; do
    name=${program##*/}
    # The first folder on PATH that has a program wins, as it does for the shell.
    if [ -x "$program" ] && [ ! -d "$program" ] && [ ! -e "$bin/$name" ] && ! hidden "$name"; then
      ln -s "$program" "$bin/$name"
    fi
  done
done
# lo* above also matches programs that are not LibreOffice's.
for keep in locale localectl localedef logger login loginctl logname look losetup; do
  for dir in "${dirs[@]}"; do
    if [ -x "$dir/$keep" ] && [ ! -e "$bin/$keep" ]; then ln -s "$dir/$keep" "$bin/$keep"; fi
  done
done

cat >"$root/fonts.conf" <<EOF
<?xml version="1.0"?>
<!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd">
<fontconfig>
  <dir>$dejavu</dir>
  <cachedir>$root/fontconfig-cache</cachedir>
</fontconfig>
EOF

status=0
PATH="$bin" DOCDELTA_SOFFICE=/nonexistent FONTCONFIG_FILE="$root/fonts.conf" FONTCONFIG_PATH="$root" DOCDELTA_FONTS_HIDDEN= "$@" || status=$?
exit $status
