// `sqlx::migrate!()` embeds ./migrations when the crate compiles; without this line a changed or
// added migration would not rebuild the crate.
fn main() {
    println!("cargo:rerun-if-changed=migrations");
}
