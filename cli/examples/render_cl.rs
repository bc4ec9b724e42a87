//! Debug aid: parse a command line and print it rendered back.
fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    match cudafe_core::options::parse_command_line(&args) {
        Ok((o, i)) => println!("{}", cudafe_core::options::render_command_line(&o, &i)),
        Err(d) => println!("error: {}", d.message),
    }
}
