"""`python -m app` starts the game."""

import sys

from app.startup.main import main

sys.exit(main())
