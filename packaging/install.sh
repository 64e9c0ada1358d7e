#!/bin/sh
# Installs this hyperrow bundle for the current user, with no root and no Python: the program in
# ~/.local/lib/hyperrow, the command ~/.local/bin/hyperrow, and under ~/.local/share (or
# $XDG_DATA_HOME) the menu entry, the icon and the .hyperrow file type. Run it again to update;
# ./uninstall.sh takes everything away again (the saved games and settings stay).
set -eu
here=$(cd "$(dirname "$0")" && pwd)
data=${XDG_DATA_HOME:-$HOME/.local/share}
lib=$HOME/.local/lib/hyperrow
bin=$HOME/.local/bin

if [ ! -x "$here/hyperrow" ] || [ ! -d "$here/_internal" ]; then
    echo "install.sh: $here is not an unpacked hyperrow bundle (hyperrow and _internal/ are missing)" >&2
    exit 1
fi
if [ "$here" != "$lib" ]; then
    mkdir -p "$(dirname "$lib")"
    rm -rf "$lib.new"
    cp -R "$here" "$lib.new"
    rm -rf "$lib"
    mv "$lib.new" "$lib"
fi
mkdir -p "$bin"
ln -sfn "$lib/hyperrow" "$bin/hyperrow"
echo "installed $lib and $bin/hyperrow"

# The desktop files are whatever the bundle carries in resources/: entry, icon, file type.
resources=$lib/_internal/resources
entry=$(find "$resources" -name hyperrow.desktop | head -n 1)
icon=$(find "$resources" \( -name hyperrow.svg -o -name hyperrow.png \) | head -n 1)
mime=$(find "$resources" -name '*mime*.xml' | head -n 1)
if [ -n "$entry" ]; then
    mkdir -p "$data/applications"
    sed "s|^Exec=hyperrow|Exec=\"$bin/hyperrow\"|" "$entry" > "$data/applications/hyperrow.desktop"
    echo "installed $data/applications/hyperrow.desktop"
fi
if [ -n "$icon" ]; then
    case $icon in
        *.svg) size=scalable ;;
        *) size=256x256 ;;
    esac
    mkdir -p "$data/icons/hicolor/$size/apps" "$data/icons/hicolor/$size/mimetypes"
    cp "$icon" "$data/icons/hicolor/$size/apps/hyperrow.${icon##*.}"
    cp "$icon" "$data/icons/hicolor/$size/mimetypes/application-x-hyperrow.${icon##*.}"
    echo "installed $data/icons/hicolor/$size/apps/hyperrow.${icon##*.}"
fi
if [ -n "$mime" ]; then
    mkdir -p "$data/mime/packages"
    cp "$mime" "$data/mime/packages/hyperrow.xml"
    echo "installed $data/mime/packages/hyperrow.xml"
fi
if command -v update-mime-database > /dev/null && [ -d "$data/mime" ]; then
    update-mime-database "$data/mime" || true
fi
if command -v update-desktop-database > /dev/null && [ -d "$data/applications" ]; then
    update-desktop-database "$data/applications" || true
fi
echo "hyperrow is installed: start it from the applications menu or with: hyperrow"
case ":$PATH:" in
    *":$bin:"*) ;;
    *) echo "($bin is not on your PATH: add it there, or start $bin/hyperrow by its full path)" ;;
esac
