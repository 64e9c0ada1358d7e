#!/usr/bin/env bash
# Refreshes the window's translation files from the texts in app/ (new texts come in marked
# unfinished, vanished ones go). No source locations, so parallel changes merge without churn.
# Translate with `.venv/bin/pyside6-linguist resources/translations/hyperrow_ja.ts`; set-up
# compiles the .qm. The terminal game's catalogue is resources/translations/terminal/ja.po.
set -euo pipefail
cd "$(dirname "$0")/.."
mapfile -t sources < <(find app -name '*.py' | sort)
.venv/bin/pyside6-lupdate "${sources[@]}" -locations none -no-obsolete \
    -ts resources/translations/hyperrow.ts
for ts in resources/translations/hyperrow_*.ts; do
    language=$(basename "${ts%.ts}"); language=${language#hyperrow_}
    .venv/bin/pyside6-lupdate "${sources[@]}" -locations none -no-obsolete \
        -target-language "$language" -ts "$ts"
done
