"""What the tests share besides fixtures (which live in the conftest files): one module of one
concern each, imported by test modules and conftests alike. No test imports another test
module or a conftest (tests/test_architecture.py checks it); `programs/` holds the scripts the
tests run as separate processes."""
