#!/usr/bin/env bash
# shape-pictures.sh: the picture of each shape in docs/cli.md, docs/shapes/*.svg, drawn by the `maze` command.
# Builds build/maze first if it is missing. Same seed, same pictures.
set -euo pipefail
cd "$(dirname "$0")/.."
[ -x build/maze ] || bash scripts/build-native.sh
mkdir -p docs/shapes
draw() {  # shape rows cols
  build/maze generate --method walk --seed 2083 --shape "$1" --rows "$2" --cols "$3" --format svg --route \
    > "docs/shapes/$1.svg"
  echo "docs/shapes/$1.svg: $2 x $3, $(wc -c < "docs/shapes/$1.svg") bytes"
}
draw square 12 12
draw hex 12 12
draw triangle 12 24  # triangles are half as wide as they are long: 24 columns make it about as wide as high
draw circle 8 6      # 8 rings, 6 rooms in the inner ring
draw voronoi 12 12  # random cells: the seed decides the points too
# A mask made from a word, and a weave maze (walls lays its crossings first).
build/maze generate --method walk --seed 2083 --text ADA --format svg --route > docs/shapes/mask.svg
echo "docs/shapes/mask.svg: the word ADA, $(wc -c < docs/shapes/mask.svg) bytes"
build/maze generate --method walls --seed 2083 --shape weave --rows 12 --cols 12 --format svg --route > docs/shapes/weave.svg
echo "docs/shapes/weave.svg: 12 x 12, $(wc -c < docs/shapes/weave.svg) bytes"
