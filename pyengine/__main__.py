"""``python -m pyengine`` behaves like the ``umpire`` command."""

import sys

from pyengine.cli import main

sys.exit(main())
