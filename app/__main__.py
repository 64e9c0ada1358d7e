"""`python -m app` starts the game."""

import sys

from app.main import main

sys.exit(main())
