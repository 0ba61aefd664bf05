"""Write the row classes (pyengine/kb_rows.py and each game's kb_rows.py) from the KB's headers:
run after changing a header's Input or Defines entries (tests/core/test_relations.py fails until
then)."""

from __future__ import annotations

import sys

from pyengine.relations import write_modules

if __name__ == "__main__":
    for path in write_modules():
        print(f"kb_rows: wrote {path}")
    sys.exit(0)
