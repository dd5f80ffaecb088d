package pmtuverify.cli;

import pmtuverify.trace.BadInput;
import java.io.PrintWriter;
import java.util.LinkedHashMap;
import java.util.Map;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.HelpCommand;

/** {@code ./pmtu}: replay, converge, check, explore, report, jpf, bench, hystart, help. */
@Command(name = "pmtu", mixinStandardHelpOptions = true, version = "pmtu-verify 0.1.0",
        description = "Verification workbench for Linux TCP PLPMTUD (2015 series) and CUBIC HyStart (2019).")
public final class PmtuCli {
    /**
     * The subcommands, in the order the usage lists them. picocli reads a command's annotations by
     * reflection when it is added (about 15 ms a command): a line naming one command adds that one only.
     */
    static final Map<String, Class<?>> SUBCOMMANDS = subcommands(
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
            LabCommand.class,
            ProveCommand.class);

    private PmtuCli() {}

    private static Map<String, Class<?>> subcommands(Class<?>... classes) {
        Map<String, Class<?>> m = new LinkedHashMap<>();
        for (Class<?> c : classes) {
            m.put(c.getAnnotation(Command.class).name(), c);
        }
        return m;
    }

    /**
     * The command line for {@code args}: every subcommand, or only the one {@code args[0]} names
     * ({@code help} needs them all, to describe them).
     */
    static CommandLine commandLine(String[] args) {
        CommandLine cl = new CommandLine(new PmtuCli());
        Class<?> only = args.length == 0 ? null : SUBCOMMANDS.get(args[0]);
        for (Map.Entry<String, Class<?>> e : SUBCOMMANDS.entrySet()) {
            if (only == null || only == HelpCommand.class || e.getValue() == only) {
                cl.addSubcommand(e.getKey(), e.getValue());
            }
        }
        CommandLine replay = cl.getSubcommands().get("replay");
        if (replay != null) {
            ReplayCommand.addEventsSection(replay);
        }
        return cl;
    }

    public static void main(String[] args) {
        System.exit(run(args, new PrintWriter(System.out, true), new PrintWriter(System.err, true)));
    }

    /** The exit status of bad input: one line on stderr naming the problem (docs/REFERENCE.md, "Exit status"). */
    static final int BAD_INPUT = 2;

    /** The exit status of an internal error, a defect of this project. */
    static final int INTERNAL_ERROR = 3;

    /** Runs the command line; bad input prints one line to {@code err} and returns {@link #BAD_INPUT}. */
    public static int run(String[] args, PrintWriter out, PrintWriter err) {
        CommandLine cl = commandLine(args);
        cl.setOut(out);
        cl.setErr(err);
        cl.setParameterExceptionHandler((ex, a) -> {
            err.println("pmtu: " + oneLine(ex.getMessage()));
            return BAD_INPUT;
        });
        cl.setExecutionExceptionHandler((ex, c, parsed) -> {
            if (ex instanceof BadInput) {
                System.out.flush();
                err.println("pmtu: " + ex.getMessage());
                return BAD_INPUT;
            }
            err.println("pmtu: internal error: " + oneLine(String.valueOf(ex)));
            return INTERNAL_ERROR;
        });
        if (args.length == 0) {
            cl.usage(out);
            return BAD_INPUT;
        }
        return cl.execute(args);
    }

    private static String oneLine(String s) {
        int nl = s.indexOf('\n');
        return nl < 0 ? s : s.substring(0, nl);
    }
}
