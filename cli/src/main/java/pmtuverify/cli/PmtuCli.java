package pmtuverify.cli;

import java.io.PrintWriter;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.HelpCommand;

/** {@code ./pmtu}: replay, converge, check, explore, report, jpf, bench, hystart, help. */
@Command(name = "pmtu", mixinStandardHelpOptions = true, version = "pmtu-verify 0.1.0",
        description = "Verification workbench for Linux TCP PLPMTUD (2015 series) and CUBIC HyStart (2019).",
        subcommands = {
                ReplayCommand.class,
                ConvergeCommand.class,
                HystartCommand.class,
                CheckCommand.class,
                ReportCommand.class,
                ExploreCommand.class,
                JpfCommand.class,
                BenchCommand.class,
                HelpCommand.class,
                KernelCommand.class,
                ProveCommand.class,
        })
public final class PmtuCli {
    private PmtuCli() {}

    public static void main(String[] args) {
        System.exit(run(args, new PrintWriter(System.out, true), new PrintWriter(System.err, true)));
    }

    /** Runs the command line; bad input prints one line to {@code err} and returns 2. */
    public static int run(String[] args, PrintWriter out, PrintWriter err) {
        CommandLine cl = new CommandLine(new PmtuCli());
        cl.setOut(out);
        cl.setErr(err);
        cl.setParameterExceptionHandler((ex, a) -> {
            err.println("pmtu: " + oneLine(ex.getMessage()));
            return 2;
        });
        cl.setExecutionExceptionHandler((ex, c, parsed) -> {
            if (ex instanceof BadInput) {
                System.out.flush();
                err.println("pmtu: " + ex.getMessage());
                return 2;
            }
            err.println("pmtu: internal error: " + oneLine(String.valueOf(ex)));
            return 3;
        });
        if (args.length == 0) {
            cl.usage(out);
            return 2;
        }
        return cl.execute(args);
    }

    private static String oneLine(String s) {
        int nl = s.indexOf('\n');
        return nl < 0 ? s : s.substring(0, nl);
    }
}
