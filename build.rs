// `sqlx::migrate!()` embeds ./migrations when the crate compiles; without this line a changed or
// added migration would not rebuild the crate.
fn main() {
    println!("cargo:rerun-if-changed=migrations");
    // The catalogues are compiled in the same way: an added file must rebuild the crate too.
    println!("cargo:rerun-if-changed=locales");
}
