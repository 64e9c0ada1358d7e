"""The words both front ends print on a terminal: the gettext catalogue (`language`, compiled
from resources/translations/terminal/ into `locale/`), and the wording of the engine's data in
it (`play_words`: rules, refusals, notation, system errors, the --players option;
`record_words`: game-file problems). The terminal tools word everything with it; the window's
command line (--help, messages before the window opens) too. It imports only the engine."""
