"""Programs the tests run as separate processes (`python -m tests.support.programs.NAME`, or
the screen reader's by path under the system's Python), each saying on its first line how it
is run and what it prints."""
