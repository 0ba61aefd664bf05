"""The shape of a JSON object as the answers, the service and the .m44 reader handle it: keys
are strings, values whatever JSON holds (json.loads gives no finer type)."""

from __future__ import annotations

from typing import Any

JsonObject = dict[str, Any]
