"""``umpire words GAME [KIND]``: every word a game's scenarios may use, with what it means,
its other names and its source, all read from the KB (word/5 and synonym/5)."""

from __future__ import annotations

import json

from pyengine.errors import Pos, unknown_name
from pyengine.game import GAMES
from pyengine.json_types import JsonObject
from pyengine.kb_rules import Catalogue, WordMeaning, catalogue, text_of
from pyengine.kb_terms import Term


def word_catalogue(game: str, edition: str | None) -> Catalogue:
    """The game's catalogue; a game with chart editions reads its first unless one is named."""
    editions = list(GAMES[game].edition_files)
    if edition is not None and edition not in editions:
        raise unknown_name(Pos("<command line>"), "edition", edition, editions)
    return catalogue(game, edition or (editions[0] if editions else None))


def words_document(game: str, kind: str | None, edition: str | None = None) -> JsonObject:
    """Kind -> word -> {meaning, source, also}: what `umpire words --json` prints."""
    cat = word_catalogue(game, edition)
    kinds = sorted(cat.vocab) if kind is None else [_known_kind(cat, kind)]
    document: JsonObject = {}
    for k in kinds:
        aliases = cat.aliases(k)
        document[k] = {
            word: {
                "meaning": cat.meanings[(k, word)].text,
                "source": source(cat, cat.meanings[(k, word)]),
                "also": sorted(a for a, w in aliases.items() if w == word),
            }
            for word in sorted(cat.words(k))
        }
    return document


def words_text(game: str, kind: str | None, edition: str | None = None, as_json: bool = False) -> str:
    document = words_document(game, kind, edition)
    if as_json:
        return json.dumps({"game": game, "words": document}, indent=2, ensure_ascii=False)
    blocks = []
    for k, words in document.items():
        width = max(len(w) for w in words)
        block = [f"{k} ({len(words)} words)"]
        for word, entry in words.items():
            also = f" (also: {', '.join(entry['also'])})" if entry["also"] else ""
            block.append(f"  {word:<{width}}  {entry['meaning']}{also}  | {entry['source']}")
        blocks.append("\n".join(block))
    return "\n\n".join(blocks)


def _known_kind(cat: Catalogue, kind: str) -> str:
    if kind not in cat.vocab:
        raise unknown_name(Pos("<command line>"), "word kind", kind, cat.vocab)
    return kind


def source(cat: Catalogue, meaning: WordMeaning) -> str:
    """Where a meaning comes from: the document's file (or title) and the place in it."""
    file, title = cat.documents.get(meaning.doc, ("", meaning.doc))
    where = _locator(meaning.locator)
    parts = (where, file or title) if where.startswith("§") else (file or title, where)
    return " · ".join(part for part in parts if part)


def _locator(term: Term) -> str:
    name, args = term.name, [text_of(a) for a in term.arguments]
    if name == "section":
        return f"§{args[0]}"
    if name == "line":
        return f"line {args[0]}"
    if name == "row":
        return f"{args[0].replace('_', ' ')} chart, row {args[1]}"
    if name == "column":
        return f"{args[0].replace('_', ' ')} chart column"
    if name == "none":
        return ""
    raise ValueError(f"KB defect: unknown locator {term}")
