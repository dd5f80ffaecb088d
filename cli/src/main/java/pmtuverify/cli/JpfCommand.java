package pmtuverify.cli;

import pmtuverify.report.Report;
import pmtuverify.trace.BadInput;
import java.io.BufferedReader;
import java.io.File;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Parameters;

/**
 * {@code ./pmtu jpf NAME}: runs {@code jpf-config/NAME.jpf} with an installed jpf-core named by
 * {@code JPF_HOME} (jpf-core's java-17 branch; see its own install guide). Exits 0 when JPF reports
 * no errors, 1 when it reports one (an invariant broken), 3 when JPF failed otherwise.
 */
@Command(name = "jpf", mixinStandardHelpOptions = true, description = "Run jpf-config/NAME.jpf with the jpf-core installed at $JPF_HOME.")
public final class JpfCommand implements Callable<Integer> {
    @Parameters(index = "0", paramLabel = "NAME", description = "a config of the project's jpf-config directory, "
            + "with or without .jpf (termination-v5 or termination-v5.jpf), or the path of a .jpf file")
    String name;

    @Override
    public Integer call() throws IOException, InterruptedException {
        File jpf = config(name, Report.projectHome());
        if (!jpf.isFile()) {
            throw new BadInput("no such JPF config: " + jpf.getPath() + " (see the jpf-config directory)");
        }
        String home = System.getenv("JPF_HOME");
        if (home == null || home.isEmpty()) {
            throw new BadInput("JPF_HOME is not set: install jpf-core (branch java-17) by its own guide and point JPF_HOME at it");
        }
        File runJpf = new File(home, "build/RunJPF.jar");
        if (!runJpf.isFile()) {
            throw new BadInput("no " + runJpf.getPath() + ": JPF_HOME must name a built jpf-core (build/RunJPF.jar)");
        }
        return run(jpf, runJpf);
    }

    /** The .jpf file NAME names: a path when it has a directory part, else jpf-config/NAME[.jpf] under the project. */
    static File config(String name, File project) {
        if (name.contains(File.separator)) {
            return new File(name);
        }
        String base = name.endsWith(".jpf") ? name : name + ".jpf";
        return new File(new File(project, "jpf-config"), base);
    }

    private static Integer run(File jpf, File runJpf) throws IOException, InterruptedException {
        List<String> cmd = new ArrayList<>();
        cmd.add(System.getProperty("java.home") + File.separator + "bin" + File.separator + "java");
        for (String f : new String[] {"--add-opens", "java.base/jdk.internal.misc=ALL-UNNAMED", "--add-opens",
            "java.base/java.lang=ALL-UNNAMED", "--add-opens", "java.base/java.util=ALL-UNNAMED", "--add-exports",
            "java.base/jdk.internal.misc=ALL-UNNAMED"}) {
            cmd.add(f);
        }
        cmd.add("-jar");
        cmd.add(runJpf.getPath());
        cmd.add(jpf.getAbsolutePath());
        Process p = new ProcessBuilder(cmd).redirectErrorStream(true).redirectInput(ProcessBuilder.Redirect.INHERIT).start();
        Thread reaper = new Thread(p::destroyForcibly, "jpf-reaper"); // a killed ./pmtu jpf takes JPF with it
        Runtime.getRuntime().addShutdownHook(reaper);
        boolean error = false;
        boolean clean = false;
        try (BufferedReader r = new BufferedReader(new InputStreamReader(p.getInputStream(), StandardCharsets.UTF_8))) {
            for (String line = r.readLine(); line != null; line = r.readLine()) {
                System.out.println(line);
                error |= line.startsWith("====================================================== error");
                clean |= line.equals("no errors detected");
            }
        }
        int rc = p.waitFor();
        Runtime.getRuntime().removeShutdownHook(reaper);
        // RunJPF exits 0 when it reports an error, so its verdict is read from its output: 1 as for ./pmtu explore
        return error ? 1 : rc == 0 && clean ? 0 : 3;
    }
}
