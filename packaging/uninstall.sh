#!/bin/sh
# Removes what install.sh put under ~/.local: the program, the command, the menu entry, the icon
# and the file type. The saved games and the settings (~/.local/share/hyperrow) stay.
set -eu
data=${XDG_DATA_HOME:-$HOME/.local/share}
lib=$HOME/.local/lib/hyperrow
bin=$HOME/.local/bin

if [ -L "$bin/hyperrow" ] && [ "$(readlink "$bin/hyperrow")" = "$lib/hyperrow" ]; then
    rm -f "$bin/hyperrow"
    echo "removed $bin/hyperrow"
fi
for path in \
    "$data/applications/hyperrow.desktop" \
    "$data/mime/packages/hyperrow.xml" \
    "$data"/icons/hicolor/*/apps/hyperrow.* \
    "$data"/icons/hicolor/*/mimetypes/application-x-hyperrow.*; do
    if [ -f "$path" ]; then
        rm -f "$path"
        echo "removed $path"
    fi
done
if command -v update-mime-database > /dev/null && [ -d "$data/mime" ]; then
    update-mime-database "$data/mime" || true
fi
if command -v update-desktop-database > /dev/null && [ -d "$data/applications" ]; then
    update-desktop-database "$data/applications" || true
fi
if [ -d "$lib" ]; then
    rm -rf "$lib"
    echo "removed $lib"
fi
echo "hyperrow is uninstalled (saved games and settings are kept)"
