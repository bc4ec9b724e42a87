// The command lines the options panel selects. `buildArgs` is what the core
// gets: the cudafe++ host-pass command line nvcc 13.0 passes, plus the cicc
// flags that make the core also run the device pass (stub file and device
// code). The `*Command` functions are the equivalent real command lines, for
// copying.

export interface PlaygroundOptions {
  std: string; // "c++17", …
  extendedLambda: boolean;
  relaxedConstexpr: boolean;
  rdc: boolean;
  ilDisplay: boolean;
  /** Host compiler nvcc would use: "gcc" or "clang". */
  hostCompiler: string;
  /** Its version as "major.minor" (e.g. "12.2"). */
  hostVersion: string;
  /** Virtual architecture number (75 → compute_75 / sm_75). */
  arch: string;
}

export const DEFAULT_OPTIONS: PlaygroundOptions = {
  std: 'c++17',
  extendedLambda: false,
  relaxedConstexpr: false,
  rdc: false,
  ilDisplay: true,
  hostCompiler: 'gcc',
  hostVersion: '12.2',
  arch: '75',
};

/** "12.2" → 120200, as nvcc writes --gnu_version / --clang_version. */
export function versionNumber(v: string): number {
  const [maj, min] = v.split('.').map((x) => Number.parseInt(x, 10) || 0);
  return (maj ?? 0) * 10000 + (min ?? 0) * 100;
}

function baseName(mainFile: string): string {
  return mainFile.replace(/\.[^.]*$/, '');
}

/** The switches both passes share, in nvcc's order. */
function commonArgs(o: PlaygroundOptions, mainFile: string): string[] {
  const args = [`--${o.std}`];
  // nvcc drops --static-host-stub under -rdc=true.
  if (!o.rdc) args.push('--static-host-stub');
  args.push('--device-hidden-visibility');
  if (o.hostCompiler === 'clang') args.push('--clang', `--clang_version=${versionNumber(o.hostVersion)}`);
  else args.push(`--gnu_version=${versionNumber(o.hostVersion)}`);
  args.push(
    '--display_error_number',
    '--orig_src_file_name', mainFile,
    '--orig_src_path_name', `/playground/${mainFile}`,
    '--allow_managed',
  );
  if (o.extendedLambda) args.push('--extended-lambda');
  if (o.relaxedConstexpr) args.push('--relaxed_constexpr');
  if (o.rdc) args.push('--device-c');
  return args;
}

/** The command line handed to the core (without the input file). */
export function buildArgs(o: PlaygroundOptions, mainFile: string): string[] {
  const base = baseName(mainFile);
  const args = commonArgs(o, mainFile);
  args.push(
    '--m64',
    '--parse_templates',
    '--gen_c_file_name', `${base}.cudafe1.cpp`,
    '--stub_file_name', `${base}.cudafe1.stub.c`,
    '--gen_module_id_file',
    '--module_id_file_name', `${base}.module_id`,
    // The device pass (cicc's front end).
    '-arch', `compute_${o.arch}`,
    '--include_file_name', `${base}.fatbin.c`,
    '--gen_device_file_name', `${base}.cudafe1.gpu`,
  );
  if (o.ilDisplay) args.push('--il_display');
  return args;
}

/** The nvcc command that runs both passes on the file. */
export function nvccCommand(o: PlaygroundOptions, mainFile: string): string[] {
  const cmd = ['nvcc', `-std=${o.std}`, `-arch=sm_${o.arch}`];
  if (o.hostCompiler === 'clang') cmd.push('-ccbin', 'clang++');
  if (o.extendedLambda) cmd.push('--extended-lambda');
  if (o.relaxedConstexpr) cmd.push('--expt-relaxed-constexpr');
  if (o.rdc) cmd.push('-rdc=true');
  cmd.push('-c', mainFile, '--keep');
  return cmd;
}

/** cudafe++'s host pass, as nvcc --dryrun shows it. */
export function cudafeCommand(o: PlaygroundOptions, mainFile: string): string[] {
  const base = baseName(mainFile);
  return ['cudafe++', ...commonArgs(o, mainFile),
    '--m64', '--parse_templates',
    '--gen_c_file_name', `${base}.cudafe1.cpp`,
    '--stub_file_name', `${base}.cudafe1.stub.c`,
    '--gen_module_id_file', '--module_id_file_name', `${base}.module_id`,
    ...(o.ilDisplay ? ['--il_display'] : []),
    `${base}.cpp4.ii`];
}

/** cicc's device pass (front end part), as nvcc --dryrun shows it. */
export function ciccCommand(o: PlaygroundOptions, mainFile: string): string[] {
  const base = baseName(mainFile);
  return ['cicc', ...commonArgs(o, mainFile),
    '-arch', `compute_${o.arch}`, '-m64', '--no-version-ident', '-ftz=0', '-prec_div=1', '-prec_sqrt=1', '-fmad=1',
    '--include_file_name', `${base}.fatbin.c`, '-tused',
    '--module_id_file_name', `${base}.module_id`,
    '--gen_c_file_name', `${base}.cudafe1.c`,
    '--stub_file_name', `${base}.cudafe1.stub.c`,
    '--gen_device_file_name', `${base}.cudafe1.gpu`,
    `${base}.cpp1.ii`, '-o', `${base}.ptx`];
}

/** Quote an argument for display as a shell word. */
export function shellWord(a: string): string {
  return /^[\w@%+=:,./-]+$/.test(a) ? a : `'${a.replace(/'/g, `'\\''`)}'`;
}

export function shellLine(words: string[]): string {
  return words.map(shellWord).join(' ');
}
