#!/usr/bin/env bash
# Regenerates Tests/Fixtures/PDF: two hand-written PDFs (colors.pdf, a page
# with a black area, a red area and large text; multi.pdf, three pages with a crop box and a
# rotation) and the variants PDF tools must still open: encrypted with an empty user password
# (RC4, AES-128, AES-256, with object streams), object streams alone, a damaged and a missing
# cross-reference table; and files they must refuse. Needs python3 and qpdf.
set -euo pipefail
cd "$(dirname "$0")/.."
out=Tests/Fixtures/PDF
mkdir -p "$out"

python3 - "$out" <<'PY'
import sys
out = sys.argv[1]

def write(name, objects, info):
    body = b"%PDF-1.4\n%\xe2\xe3\xcf\xd3\n"
    offsets = []
    for index, item in enumerate(objects):
        offsets.append(len(body))
        body += b"%d 0 obj\n" % (index + 1) + item + b"\nendobj\n"
    xref = len(body)
    body += b"xref\n0 %d\n0000000000 65535 f \n" % (len(objects) + 1)
    body += b"".join(b"%010d 00000 n \n" % o for o in offsets)
    body += b"trailer\n<< /Size %d /Root 1 0 R /Info %d 0 R >>\nstartxref\n%d\n%%%%EOF\n" % (len(objects) + 1, info, xref)
    open(f"{out}/{name}", "wb").write(body)

def stream(text):
    data = text.encode()
    return b"<< /Length %d >>\nstream\n" % len(data) + data + b"\nendstream"

font = b"<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>"
colors = "0 0 0 rg 0 0 133 300 re f 1 0 0 rg 133 0 133 300 re f 0 0 0 rg BT /F1 120 Tf 272 100 Td (Ab) Tj ET"
write("colors.pdf", [
    b"<< /Type /Catalog /Pages 2 0 R >>",
    b"<< /Type /Pages /Kids [4 0 R] /Count 1 >>",
    b"<< /Title (Colour Test) /Author (Octavo) >>",
    b"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 400 300] /Resources << /Font << /F1 6 0 R >> >> /Contents 5 0 R >>",
    stream(colors), font,
], info=3)

pages = [
    b"/MediaBox [0 0 612 792]",
    b"/MediaBox [0 0 595 842] /CropBox [0 0 500 700]",
    b"/MediaBox [0 0 612 792] /Rotate 90",
]
objects = [b"<< /Type /Catalog /Pages 2 0 R >>", b"<< /Type /Pages /Kids [4 0 R 5 0 R 6 0 R] /Count 3 >>", b"<< /Title (Three Pages) >>"]
objects += [b"<< /Type /Page /Parent 2 0 R %s /Resources << /Font << /F1 10 0 R >> >> /Contents %d 0 R >>" % (box, 7 + i) for i, box in enumerate(pages)]
objects += [stream("BT /F1 24 Tf 72 %d Td (Page %d) Tj ET" % (500 if i == 2 else 600, i + 1)) for i in range(3)]
objects += [font]
write("multi.pdf", objects, info=3)
PY

qpdf=qpdf
$qpdf --allow-weak-crypto --object-streams=generate --encrypt "" owner 128 --use-aes=n -- "$out/multi.pdf" "$out/multi-rc4.pdf"
$qpdf --object-streams=generate --encrypt "" owner 128 --use-aes=y -- "$out/multi.pdf" "$out/multi-aes128.pdf"
$qpdf --object-streams=generate --encrypt "" owner 256 -- "$out/multi.pdf" "$out/multi-aes256.pdf"
$qpdf --object-streams=generate "$out/multi.pdf" "$out/multi-objstm.pdf"
$qpdf --encrypt secret owner 256 -- "$out/multi.pdf" "$out/encrypted-user-password.pdf"

python3 - "$out" <<'PY'
import re, sys
out = sys.argv[1]
data = open(f"{out}/multi.pdf", "rb").read()
# Every offset of the cross-reference table off by seven bytes, the table's length unchanged.
head, table = data.split(b"\nxref\n", 1)
table = re.sub(rb"(\d{10}) 00000 n", lambda m: b"%010d 00000 n" % (int(m.group(1)) + 7), table)
open(f"{out}/multi-bad-xref.pdf", "wb").write(head + b"\nxref\n" + table)
# No cross-reference table and no startxref: only the objects and the trailer dictionary.
trailer = data[data.index(b"trailer"):data.index(b"startxref")]
open(f"{out}/multi-no-xref.pdf", "wb").write(head + b"\n" + trailer + b"%%EOF\n")
open(f"{out}/truncated.pdf", "wb").write(data[:100])
open(f"{out}/not-a-pdf.pdf", "wb").write(b"hello\n")
PY
ls -l "$out"
