#!/usr/bin/env bash
# The GPU engine measured on a machine with an NVIDIA GPU, from the bundle that
# scripts/measure/gpu-bundle.sh builds (no Node, npm or network needed there), in one call that
# stays within GPU_DEVICE_SECONDS (default 420):
#   1. checks n = 4..17 on WebGPU against the published counts;
#   2. times n = 18, 19, 20 and, if its forecast fits, 21 on WebGPU, then a tuning sweep at n = 19;
#   3. times `nqueens count N` as whole processes: --engine webgpu, and --engine lanes on every core;
#   4. builds ygch/n_queens with nvcc, when the bundle carries its sources, and times it on the
#      same card and the same n.
# Everything goes to OUT_DIR (default $OUT, else gpu-device-out/): gpu-device.log, gpu.txt (the
# card), gpu.json, cli.jsonl, ygch.jsonl and summary.md (docs/engine.md records it).
#
#   scripts/measure/gpu-device.sh [BUNDLE_DIR] [OUT_DIR]
#
# For a dry run on a machine without a GPU: GPU_DEVICE_SOFTWARE=1 admits a software adapter, and
# CHECK_TO, TIME_N, SWEEP_N and CLI_N shrink the sizes.
set -uo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
bundle="$(cd "${1:-$root/.gpu-bundle}" && pwd)"
out="${2:-${OUT:-$root/gpu-device-out}}"
mkdir -p "$out"
out="$(cd "$out" && pwd)"
exec > >(tee "$out/gpu-device.log") 2>&1
started=$(date +%s)
limit=${GPU_DEVICE_SECONDS:-420}
left() { echo $((limit - ($(date +%s) - started))); }
now_ms() { echo $(($(date +%s%N) / 1000000)); }

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
echo "gpu-device: unpacking Node and Dawn into $work"
xz -dc "$bundle/node.xz" > "$work/node" && chmod +x "$work/node"
cp -r "$bundle/app" "$work/app"
dawn="$work/app/node_modules/webgpu/dist/linux-x64"
xz -dc "$dawn/dawn.node.xz" > "$dawn/dawn.node" && rm "$dawn/dawn.node.xz"
node="$work/node"
cli="$work/app/node_modules/@nqueens/core/bin/nqueens.mjs"

# Dawn reaches the GPU through Vulkan: the loader, unpacked from the bundle where the machine has
# none, and NVIDIA's driver file where the container keeps it.
if ! ldconfig -p 2>/dev/null | grep -q 'libvulkan.so.1 '; then
  echo "gpu-device: no Vulkan loader here; using the bundle's libvulkan1"
  for deb in "$bundle"/debs/libvulkan1_*.deb; do dpkg -x "$deb" "$work/vulkan"; done
  export LD_LIBRARY_PATH="$work/vulkan/usr/lib/x86_64-linux-gnu${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}"
fi
for icd in /usr/local/nvidia/share/vulkan/icd.d/nvidia_icd.json /usr/share/vulkan/icd.d/nvidia_icd.json \
  /etc/vulkan/icd.d/nvidia_icd.json; do
  if [ -z "${VK_ICD_FILENAMES:-}" ] && [ -f "$icd" ]; then
    export VK_DRIVER_FILES="$icd" VK_ICD_FILENAMES="$icd"
  fi
done
export XDG_RUNTIME_DIR="$work"
if command -v nvidia-smi >/dev/null; then
  nvidia-smi --query-gpu=name,memory.total,driver_version,compute_cap --format=csv,noheader | tee "$out/gpu.txt"
fi
nproc | sed 's/^/gpu-device: CPU cores: /'

# 1 and 2: the engine in one process.
software=()
[ -n "${GPU_DEVICE_SOFTWARE:-}" ] && software=(--allow-software)
echo "gpu-device: checks and timings on WebGPU ($(left) s left)"
"$node" "$work/app/gpu-measure.mjs" --counts "$work/app/oeis-counts.json" \
  --check-to "${CHECK_TO:-17}" --time "${TIME_N:-18,19,20,21}" --sweep "${SWEEP_N:-19}" \
  --seconds $(($(left) - 150)) "${software[@]}" > "$out/gpu.json" || echo "gpu-device: gpu-measure failed"

# 3: whole processes, as people run the CLI; each n only if the last one's time × 8 fits.
: > "$out/cli.jsonl"
for engine in webgpu lanes; do
  forecast=0
  for n in ${CLI_N:-16 17 18 19 20}; do
    if [ $((forecast / 1000 + 60)) -gt "$(left)" ]; then
      echo "gpu-device: --engine $engine n = $n skipped ($(left) s left)"
      break
    fi
    t0=$(now_ms)
    answer=$("$node" "$cli" count "$n" --engine "$engine" --json) || { echo "gpu-device: --engine $engine n = $n failed"; break; }
    ms=$(($(now_ms) - t0))
    total=$(echo "$answer" | sed -E 's/.*"total":"([0-9]+)".*/\1/')
    echo "{\"engine\":\"$engine\",\"n\":$n,\"ms\":$ms,\"total\":\"$total\"}" | tee -a "$out/cli.jsonl"
    forecast=$((ms * 8))
  done
done

# 4: the CUDA peer, built for this card.
: > "$out/ygch.jsonl"
if [ -d "$bundle/ygch" ] && command -v nvcc >/dev/null && command -v nvidia-smi >/dev/null; then
  arch=$(nvidia-smi --query-gpu=compute_cap --format=csv,noheader | head -1 | tr -d '.')
  cp -r "$bundle/ygch" "$work/ygch"
  echo "gpu-device: building ygch/n_queens for sm_$arch"
  if (cd "$work/ygch" && nvcc -gencode "arch=compute_$arch,code=sm_$arch" -O3 -Xcompiler -fopenmp \
    -D_USE_CONFIG2_ n_queens_cuda.cu n_queens.cpp utils.cpp main.cpp -o n_queens); then
    forecast=0
    for n in ${YGCH_N:-18 19 20 21}; do
      [ $((forecast / 1000 + 20)) -gt "$(left)" ] && { echo "gpu-device: ygch n = $n skipped"; break; }
      t0=$(now_ms)
      line=$("$work/ygch/n_queens" "$n" 6 | grep 'queens result')
      ms=$(($(now_ms) - t0))
      echo "gpu-device: ygch: $line"
      total=$(echo "$line" | sed -E 's/.*result ([0-9]+).*/\1/')
      echo "{\"n\":$n,\"ms\":$ms,\"total\":\"$total\"}" | tee -a "$out/ygch.jsonl"
      forecast=$((ms * 8))
    done
  fi
else
  echo "gpu-device: no ygch sources in the bundle, or no nvcc or nvidia-smi: the CUDA peer is not raced"
fi

"$node" "$work/app/gpu-summary.mjs" "$out"
echo "gpu-device: done in $(($(date +%s) - started)) s"
