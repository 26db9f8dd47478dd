begin
prompt

