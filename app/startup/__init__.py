"""Start-up: the command line, QApplication, translations, the GL platform, one window per data
folder, crash reports and the desktop entry."""
