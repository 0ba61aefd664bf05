"""Pictures written to files: SVG as drawn, PNG rasterised by resvg (a Rust renderer
installed as a wheel, no system libraries), PDF as that PNG placed losslessly on a page of
the picture's size by img2pdf (which brings Pillow, used here to drop the unused alpha).
The file's suffix chooses the format."""

from __future__ import annotations

import io
from functools import cache
from pathlib import Path

from pyengine.errors import Pos, UmpireError

FORMATS = (".svg", ".png", ".pdf")
# PNG pixels per SVG pixel: 2 keeps the labels sharp on a screen and on paper.
PNG_ZOOM = 2
# The SVG is drawn at 96 pixels to the inch (CSS); at zoom 2 the PNG is 192 dpi.
PNG_DPI = 96 * PNG_ZOOM
# Where Debian, Ubuntu, Fedora and macOS keep fonts; resvg finds them itself.
FONT_DIRS = ("/usr/share/fonts", "/usr/local/share/fonts", "/Library/Fonts", "/System/Library/Fonts")


def picture_format(path: Path) -> str:
    """The format a picture file's suffix asks for, or an error that lists the others."""
    suffix = path.suffix.lower()
    if suffix not in FORMATS:
        raise UmpireError(
            Pos(str(path)),
            f"cannot write a picture as '{path.suffix or path.name}'",
            found=path.suffix or "no suffix",
            expected="a file name ending in " + ", ".join(FORMATS),
        )
    return suffix


def picture_bytes(svg: str, suffix: str) -> bytes:
    if suffix == ".svg":
        return svg.encode("utf-8")
    png = svg_to_png(svg)
    if suffix == ".png":
        return png
    # Imported here, as resvg below: every command imports this module, few write a PNG or a
    # PDF, and img2pdf with Pillow and pikepdf takes about 40 ms to import.
    import img2pdf
    from PIL import Image

    # The picture is opaque: an RGB copy spares the PDF a transparency mask.
    rgb = io.BytesIO()
    Image.open(io.BytesIO(png)).convert("RGB").save(rgb, format="PNG")
    layout = img2pdf.get_fixed_dpi_layout_fun((PNG_DPI, PNG_DPI))
    return bytes(img2pdf.convert(rgb.getvalue(), layout_fun=layout))


def svg_to_png(svg: str) -> bytes:
    if not has_fonts():
        raise UmpireError(
            Pos("<picture>"),
            "no font installed for the picture's words",
            expected="a TrueType or OpenType font, e.g. Debian's fonts-dejavu-core (apt-get install fonts-dejavu-core)",
        )
    import resvg_py

    return bytes(resvg_py.svg_to_bytes(svg_string=svg, zoom=PNG_ZOOM, background="#ffffff"))


@cache
def has_fonts() -> bool:
    """Whether a font resvg can find is installed (a bare machine may have none)."""
    suffixes = {".ttf", ".otf", ".ttc"}
    return any(p.suffix.lower() in suffixes for d in map(Path, FONT_DIRS) if d.is_dir() for p in d.rglob("*"))


def write_picture(path: Path, svg: str) -> None:
    data = picture_bytes(svg, picture_format(path))
    try:
        path.write_bytes(data)
    except OSError as err:
        raise UmpireError(Pos(str(path)), f"cannot write the picture ({err.strerror})") from None
