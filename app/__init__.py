"""hyperrow's desktop app (PySide6 + pyqtgraph). Observes engine objects; holds no game rules."""
