"""A warm worker loads every catalogue, then freezes the collector over them (issue 45: warm
processes freeze the garbage collector after warm-up)."""

import gc

from pyengine.game import GAMES
from pyengine.kb_rules import catalogue
from pyengine.server import warm


def test_warm_loads_every_catalogue_and_freezes_them():
    before = catalogue.cache_info().currsize
    try:
        warm()
        assert gc.get_freeze_count() > 0
        editions = sum(len(game.edition_files or (None,)) for game in GAMES.values())
        assert catalogue.cache_info().currsize >= max(before, editions)
    finally:
        gc.unfreeze()
