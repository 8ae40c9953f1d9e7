#!/usr/bin/env python3
"""Checks the promises of the house that the compiler does not: reads the manifest as SwiftPM
dumps it and the files under Sources/ and Tests/, and prints one line per check, then
"N passed, N failed". Run from the checkout: python3 scripts/check-house.py

- every import of one of the package's modules (or of a dependency's product) is a dependency
  that the importing target declares: SwiftPM's own --explicit-target-dependency-import-check
  does not see imports that a transitive dependency happens to make available;
- no library target carries unsafe flags, so a package that depends on Octavo by version
  builds with the default compiler and linker;
- each library product's module has a test target named after it;
- no file in Sources/ is longer than 500 lines;
- no comment in Sources/ carries a date, a commit hash or a timing (they belong in git and in
  docs/PERFORMANCE.md);
- the system-library targets' apt providers are all in scripts/debian-packages;
- every command the scripts call comes from a package in scripts/debian-packages (found with
  `dpkg -S`), so a fresh Debian machine has all of them once the scripts installed the list.
"""
import json
import os
import re
import shutil
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
results = []


def check(name, problems):
    results.append((name, problems))
    print(("ok - " if not problems else "not ok - ") + name)
    for problem in problems[:20]:
        print("    " + problem)
    if len(problems) > 20:
        print("    … and %d more" % (len(problems) - 20))


def swift_files(folder):
    for base, _, files in os.walk(os.path.join(ROOT, folder)):
        for name in sorted(files):
            if name.endswith(".swift"):
                yield os.path.join(base, name)


def manifest():
    try:
        output = subprocess.run(["swift", "package", "dump-package"], cwd=ROOT, check=True,
                                capture_output=True, text=True).stdout
    except (OSError, subprocess.CalledProcessError) as error:
        sys.exit("check-house: cannot read the manifest with `swift package dump-package`: %s" % error)
    return json.loads(output)


package = manifest()
targets = {target["name"]: target for target in package["targets"]}
# Modules that dependencies' products bring, by product name (a product's module has its name here).
product_modules = set()
for target in package["targets"]:
    for dependency in target["dependencies"]:
        if "product" in dependency:
            product_modules.add(dependency["product"][0])


def target_folder(target):
    if target.get("path"):
        return target["path"]
    kind = "Tests" if target["type"] == "test" else "Sources"
    return os.path.join(kind, target["name"])


def declared(target):
    names = set()
    for dependency in target["dependencies"]:
        for key in ("byName", "target", "product"):
            if key in dependency:
                names.add(dependency[key][0])
    return names


IMPORT = re.compile(r"^\s*(?:@\w+(?:\([^)]*\))?\s+)*import\s+(?:(?:struct|class|enum|protocol|func|var|let|typealias)\s+)?(\w+)", re.M)
problems = []
for target in package["targets"]:
    if target["type"] == "system":
        continue
    allowed = declared(target) | {target["name"]}
    for path in swift_files(target_folder(target)):
        with open(path, encoding="utf-8") as file:
            text = file.read()
        for module in IMPORT.findall(text):
            if (module in targets or module in product_modules) and module not in allowed:
                problems.append("%s imports %s, which target %s does not declare" % (os.path.relpath(path, ROOT), module, target["name"]))
check("every import of a package module is a declared dependency", problems)

library_targets = set()
for product in package["products"]:
    if "library" in product["type"]:
        library_targets.update(product["targets"])


def closure(names):
    seen, stack = set(), list(names)
    while stack:
        name = stack.pop()
        if name in seen or name not in targets:
            continue
        seen.add(name)
        stack.extend(n for n in declared(targets[name]) if n in targets)
    return seen


problems = ["target %s (in a library product) has unsafe flags" % name
            for name in sorted(closure(library_targets))
            if any("unsafeFlags" in setting["kind"] for setting in targets[name].get("settings", []))]
check("no target of a library product has unsafe flags", problems)

problems = ["library module %s has no test target %sTests" % (name, name)
            for name in sorted(library_targets) if name + "Tests" not in targets]
check("each library module has a test target named after it", problems)

problems = []
for path in swift_files("Sources"):
    with open(path, encoding="utf-8") as file:
        count = sum(1 for _ in file)
    if count > 500:
        problems.append("%s has %d lines" % (os.path.relpath(path, ROOT), count))
check("no file in Sources is longer than 500 lines", problems)

MONTHS = "January|February|March|April|May|June|July|August|September|October|November|December"
HISTORY = re.compile(
    r"\b\d+(?:\.\d+)?\s?(?:ms|µs|ns)\b|\b\d+(?:\.\d+)?\s(?:milli|micro|nano)seconds?\b"
    r"|\b20\d\d-[01]\d-[0-3]\d\b|\b(?:%s)\s\d{1,2}\b|\b\d{1,2}\s(?:%s)\b|\b[0-9a-f]{7,40}\b" % (MONTHS, MONTHS))
problems = []
for path in swift_files("Sources"):
    with open(path, encoding="utf-8") as file:
        for number, line in enumerate(file, 1):
            comment = line.split("//", 1)[1] if "//" in line else None
            if comment is not None and HISTORY.search(comment):
                problems.append("%s:%d: %s" % (os.path.relpath(path, ROOT), number, line.strip()))
check("no comment in Sources carries a date, a commit hash or a timing", problems)

# The one package list, as (group, package, the comment that says why).
package_list = []
with open(os.path.join(ROOT, "scripts", "debian-packages"), encoding="utf-8") as file:
    for line in file:
        code, _, comment = line.partition("#")
        words = code.split()
        if len(words) >= 2:
            package_list.append((words[0], words[1], comment))

listed = {name for group, name, _ in package_list if group in ("build", "run")}
problems = []
for target in package["targets"]:
    for provider in target.get("providers") or []:
        for names in provider.get("apt", []):
            for name in names:
                if name not in listed:
                    problems.append("%s needs %s, which scripts/debian-packages does not list under build or run" % (target["name"], name))
check("the system libraries' apt providers are in the package list", problems)

# Commands a shell script runs: the first word of a command, after a separator or a keyword,
# that is not a shell builtin, a function of the script, a variable or a path of the checkout.
SHELL_WORDS = set("""
    if then else elif fi for in do done while until case esac function return exit break continue
    local export set unset shift trap wait cd echo printf read test true false exec eval source
    command type declare readonly let getopts umask ulimit pwd kill time ! [ [[ { } ( ) :
""".split())
# Commands that no Debian package provides here: the Swift toolchain is installed on its own.
TOOLCHAIN = {"swift", "swiftc"}
SEPARATORS = re.compile(r"\|\||&&|[|;&(`]|\$\(|\bthen\b|\bdo\b|\belse\b|\btime\b|\bexec\b|\bsudo\b|\bcommand -v\b|\btimeout \S+")


def script_commands(path):
    commands, functions, heredoc = set(), set(), None
    with open(path, encoding="utf-8") as file:
        lines = file.read().splitlines()
    # The functions of a script it sources from scripts/ are its own too.
    for line in lines:
        sourced = re.match(r"\s*(?:source|\.)\s+\"?[^\"]*/([\w.-]+\.sh)\"?\s*$", line)
        if sourced and os.path.exists(os.path.join(ROOT, "scripts", sourced.group(1))):
            with open(os.path.join(ROOT, "scripts", sourced.group(1)), encoding="utf-8") as library:
                functions.update(re.findall(r"(?m)^\s*([A-Za-z_][\w-]*)\s*\(\)", library.read()))
    for line in lines:
        if heredoc:
            if line.strip() == heredoc:
                heredoc = None
            continue
        start = re.search(r"<<-?\s*'?\"?(\w+)", line)
        code = re.sub(r"(^|\s)#.*$", "", line)
        code = re.sub(r"'[^']*'|\"(?:[^\"\\\\]|\\\\.)*\"", "''", code)
        # Arithmetic and case patterns hold words that are not commands.
        code = re.sub(r"\$\(\([^)]*\)\)", "0", code)
        code = re.sub(r"\bcase\b.*?\bin\b.*?\)", "", code)
        match = re.match(r"\s*([A-Za-z_][\w-]*)\s*\(\)", code)
        if match:
            functions.add(match.group(1))
        for segment in SEPARATORS.split(code):
            words = segment.split()
            while words and re.match(r"^[A-Za-z_]\w*=", words[0]):
                words = words[1:]
            if words and words[0] == "env":
                words = [w for w in words[1:] if not w.startswith("-") and "=" not in w]
            if words:
                commands.add(words[0])
        if start:
            heredoc = start.group(1)
    return {c for c in commands if re.match(r"^[a-z][\w.+-]*$", c)} - SHELL_WORDS - functions - TOOLCHAIN


def provider(command):
    # The system's own copy, as on a fresh machine, before any other on PATH (pyenv, ~/bin).
    path = next((folder + "/" + command for folder in ("/usr/bin", "/bin", "/usr/sbin", "/sbin")
                 if os.access(folder + "/" + command, os.X_OK)), None) or shutil.which(command)
    if path is None:
        return None, "%s is not installed" % command
    # The name called first (/usr/bin/python3 is python3's), then the file it leads to; each
    # also as usrmerge may have recorded it (/usr/bin/x as /bin/x, and the other way round).
    for candidate in dict.fromkeys([path, os.path.realpath(path)]):
        other = candidate[4:] if candidate.startswith("/usr/") else "/usr" + candidate
        for name in (candidate, other):
            found = subprocess.run(["dpkg", "-S", name], capture_output=True, text=True)
            if found.returncode == 0:
                return found.stdout.split(":", 1)[0].split(",")[0].strip(), None
    return None, "no Debian package provides %s (%s)" % (command, path)


every_listed = {name for _, name, _ in package_list}
named_in_list = {word for _, _, comment in package_list for word in re.findall(r"[\w.+-]+", comment)}
problems = []
if shutil.which("dpkg") is None:
    problems.append("dpkg is missing: the commands' packages cannot be found")
else:
    scripts = [os.path.join(ROOT, "run"), os.path.join(ROOT, ".ci", "run")]
    scripts += sorted(os.path.join(ROOT, "scripts", name) for name in os.listdir(os.path.join(ROOT, "scripts")) if name.endswith(".sh"))
    for script in scripts:
        for command in sorted(script_commands(script)):
            package_name, problem = provider(command)
            if problem and command in named_in_list:
                continue  # a group this machine has not installed, its tool named in the list
            if problem:
                problems.append("%s calls %s: %s" % (os.path.relpath(script, ROOT), command, problem))
            elif package_name not in every_listed and package_name.removesuffix("-minimal") not in every_listed \
                    and package_name not in ("bash", "dash", "dpkg", "apt"):
                problems.append("%s calls %s, from %s, which scripts/debian-packages does not list"
                                % (os.path.relpath(script, ROOT), command, package_name))
check("every command the scripts call comes from a listed package", problems)

failed = sum(1 for _, found in results if found)
print("%d passed, %d failed" % (len(results) - failed, failed))
sys.exit(1 if failed else 0)
