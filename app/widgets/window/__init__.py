"""The main window and what it is made of: menus, status bar, move list, banner, review controls,
preferences, theme."""
