package pmtuverify.cli;

import java.io.File;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Parameters;

/**
 * {@code ./pmtu jpf NAME}: runs {@code jpf-config/NAME.jpf} with an installed jpf-core named by
 * {@code JPF_HOME} (jpf-core's java-17 branch; see its own install guide).
 */
@Command(name = "jpf", description = "Run jpf-config/NAME.jpf with the jpf-core installed at $JPF_HOME.")
public final class JpfCommand implements Callable<Integer> {
    @Parameters(index = "0", paramLabel = "NAME", description = "a file jpf-config/NAME.jpf")
    String name;

    @Override
    public Integer call() throws IOException, InterruptedException {
        File jpf = new File("jpf-config", name + ".jpf");
        if (!jpf.isFile()) {
            throw new BadInput("no such JPF config: " + jpf.getPath() + " (see ls jpf-config)");
        }
        String home = System.getenv("JPF_HOME");
        if (home == null || home.isEmpty()) {
            throw new BadInput("JPF_HOME is not set: install jpf-core (branch java-17) by its own guide and point JPF_HOME at it");
        }
        File runJpf = new File(home, "build/RunJPF.jar");
        if (!runJpf.isFile()) {
            throw new BadInput("no " + runJpf.getPath() + ": JPF_HOME must name a built jpf-core (build/RunJPF.jar)");
        }
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
        Process p = new ProcessBuilder(cmd).inheritIO().start();
        return p.waitFor() == 0 ? 0 : 1;
    }
}
