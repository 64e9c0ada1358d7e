"""The bundle's entry point (PyInstaller runs this instead of the `hyperrow` script).

The CPU players think in spawned processes: a frozen program must let multiprocessing take over
those child starts before anything else, or each child would start another window."""

import multiprocessing
import sys

if __name__ == "__main__":
    multiprocessing.freeze_support()
    from app.startup.main import main

    sys.exit(main())
