#!/usr/bin/env bash
# Refreshes the window's translation files from the texts in app/ (new texts come in marked
# unfinished, vanished ones go). No source locations, so parallel changes merge without churn.
# `bash scripts/update-translations.sh LANG` starts resources/translations/hyperrow_LANG.ts for a
# new language. English, the source language, needs only its plural forms (hyperrow_en.ts): Qt
# shows the source texts.
# Translate with `.venv/bin/pyside6-linguist resources/translations/hyperrow_ja.ts`; set-up
# compiles the .qm. The terminal game's catalogue is resources/translations/terminal/ja.po.
set -euo pipefail
cd "$(dirname "$0")/.."
mapfile -t sources < <(find app -name '*.py' | sort)
catalogues=(resources/translations/hyperrow_*.ts)
if [ $# -gt 0 ] && [ ! -f "resources/translations/hyperrow_$1.ts" ]; then
    catalogues+=("resources/translations/hyperrow_$1.ts")  # lupdate creates it
fi
for ts in "${catalogues[@]}"; do
    language=$(basename "${ts%.ts}"); language=${language#hyperrow_}
    # English, the source language, has a catalogue of its plural forms alone ("1 position").
    only=()
    if [ "$language" = en ]; then only=(-pluralonly); fi
    .venv/bin/pyside6-lupdate "${sources[@]}" -locations none -no-obsolete "${only[@]}" \
        -target-language "$language" -ts "$ts"
done
